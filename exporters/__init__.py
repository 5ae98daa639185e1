"""Exporters: format and send, nothing else.

Each module is a plugin registered in the ``ragas_stream.exporters`` entry-point group and
exposes ``create(context: ExporterContext) -> Exporter``:

* ``prometheus`` — score histograms with trace exemplars, rolling-window and drift gauges,
  label-overflow counts, and ``GET /metrics`` for the whole registry;
* ``otel`` — an OpenInference evaluator span per evaluated interaction, GenAI evaluation
  events, a span per judge request; ``tracer_provider_from_env`` for the application;
* ``jsonl`` — one ``Evaluation.as_record()`` line per evaluation;
* ``console`` — a running summary on stdout.

The core package never imports this one; import the submodule you need.
"""

__all__: list[str] = []
