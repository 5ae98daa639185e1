"""How often the offline judge's answer relevance ranks a direct answer above a less relevant one.

Reads ``tests/data/answer_relevance_pairs.jsonl`` (per line: a question, an answer that
answers it, often in other words than the question's, and one that is less relevant:
``off_target`` (answers another question on the same topic), ``evasive``, ``incomplete`` or
``padded``; in most pairs the less relevant answer shares at least as many words with the
question). The set was written for this project by someone who had not seen the judge.

Each answer is scored with the answer relevance metric (the Ragas paper: the mean cosine
between the question and questions generated from the answer) and the ``LocalJudge``, once
per embedder, side by side in one run: ``hashing`` (the built-in word-overlap embedding) and
``wordllama`` (the ``embeddings`` extra; skipped with a note when it is not installed). A
pair counts as ranked right only when the direct answer scores strictly higher.

Prints, per embedder and kind, the share ranked right, the mean score of each side and the
mean time per interaction.

Usage: ``python benchmarks/answer_relevance.py [--misses] [--json]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import anyio
import orjson

from ragas_stream.events import Interaction
from ragas_stream.judges.embedding import Embedder, HashingEmbedder
from ragas_stream.judges.embedding_wordllama import EmbedderUnavailable, WordLlamaEmbedder
from ragas_stream.judges.local import LocalJudge
from ragas_stream.judges.session import JudgeSession
from ragas_stream.metrics import AnswerRelevance

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "answer_relevance_pairs.jsonl"


async def rank_pairs(
    pairs: list[dict[str, Any]], embedder: Embedder
) -> tuple[list[dict[str, Any]], float]:
    """One row per pair (id, kind, both scores, whether it ranked right), and the mean
    seconds per interaction."""
    judge = LocalJudge(embedder=embedder)
    metric = AnswerRelevance()
    rows: list[dict[str, Any]] = []
    spent = 0.0
    for pair in pairs:
        scores: list[float | None] = []
        for key in ("relevant", "irrelevant"):
            item = Interaction(
                id=f"{pair['id']}-{key}", question=pair["question"], answer=pair[key], contexts=()
            )
            started = time.perf_counter()
            (result,) = await JudgeSession(judge).run(item, [metric])
            spent += time.perf_counter() - started
            scores.append(result.value)
        good, bad = scores
        rows.append(
            {
                "id": pair["id"],
                "kind": pair["kind"],
                "relevant": good,
                "irrelevant": bad,
                "right": good is not None and (bad is None or good > bad),
            }
        )
    return rows, spent / max(1, 2 * len(rows))


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Share ranked right and mean scores, by kind and overall."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        groups[row["kind"]].append(row)
        groups["all"].append(row)

    def mean(values: list[float | None]) -> float:
        known = [v for v in values if v is not None]
        return sum(known) / len(known) if known else 0.0

    return {
        kind: {
            "pairs": len(group),
            "right": sum(r["right"] for r in group),
            "accuracy": sum(r["right"] for r in group) / len(group),
            "mean_relevant": mean([r["relevant"] for r in group]),
            "mean_irrelevant": mean([r["irrelevant"] for r in group]),
        }
        for kind, group in sorted(groups.items())
    }


def _embedders() -> dict[str, Embedder | str]:
    found: dict[str, Embedder | str] = {"hashing": HashingEmbedder()}
    try:
        found["wordllama"] = WordLlamaEmbedder()
    except EmbedderUnavailable as exc:
        found["wordllama"] = str(exc)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="list the pairs ranked wrong")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    pairs = [orjson.loads(line) for line in DATA.read_bytes().splitlines() if line.strip()]
    report: dict[str, Any] = {}
    for name, embedder in _embedders().items():
        if isinstance(embedder, str):
            report[name] = {"skipped": embedder}
            continue
        rows, seconds = anyio.run(rank_pairs, pairs, embedder)
        report[name] = {
            "by_kind": summarise(rows),
            "ms_per_interaction": round(1000 * seconds, 3),
            "misses": [r for r in rows if not r["right"]],
        }
    if args.json:
        sys.stdout.write(orjson.dumps(report, option=orjson.OPT_INDENT_2).decode() + "\n")
        return 0
    for name, entry in report.items():
        if "skipped" in entry:
            print(f"== {name}: skipped ({entry['skipped']})\n")
            continue
        print(f"== {name}, {entry['ms_per_interaction']} ms per interaction")
        print(f"{'kind':<12} {'pairs':>6} {'right':>8} {'relevant':>9} {'irrelevant':>11}")
        for kind, e in entry["by_kind"].items():
            print(
                f"{kind:<12} {e['pairs']:>6} {e['accuracy']:>8.1%} {e['mean_relevant']:>9.3f} "
                f"{e['mean_irrelevant']:>11.3f}"
            )
        if args.misses:
            for row in entry["misses"]:
                print(f"  miss {row['id']} {row['kind']}: {row['relevant']} vs {row['irrelevant']}")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
