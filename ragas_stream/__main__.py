"""``python -m ragas_stream`` is the ``ragas-stream`` command."""

import sys

from .cli import main

sys.exit(main())
