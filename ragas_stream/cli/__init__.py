"""The ``ragas-stream`` command. Subcommands live in sibling modules, each exposing
``register(subparsers)`` which adds its parser and sets ``func`` to ``main(args) -> int``."""
