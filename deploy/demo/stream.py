"""Demo stream: plays the part of a RAG service writing its interaction log.

Appends the sample interactions bundled with ragas-stream to a JSONL file at a steady rate,
looping forever with fresh ids, current timestamps and a random W3C ``traceparent`` each (so
exemplars and span links have something to point at). Used by ``deploy/compose.yaml``; runs
with the ragas-stream image's Python and needs nothing else.

    python stream.py --out /var/log/rag/interactions.jsonl --rate 5 [--count N]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from ragas_stream.samples import replay_record, sample_records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="JSONL log to append to")
    parser.add_argument("--rate", type=float, default=5.0, help="interactions per second")
    parser.add_argument("--count", type=int, default=0, help="stop after N lines (0: never)")
    args = parser.parse_args()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    records = sample_records()
    pause = 1.0 / max(args.rate, 0.01)
    loop = written = 0
    with args.out.open("a", encoding="utf-8") as log:
        while not args.count or written < args.count:
            for record in records:
                if args.count and written >= args.count:
                    break
                line = replay_record(record, loop, time.time())
                log.write(json.dumps(line) + "\n")
                log.flush()
                written += 1
                time.sleep(pause)
            loop += 1


if __name__ == "__main__":
    main()
