"""How well the offline judge ranks faithful above hallucinated answers on labeled hard cases.

Every pair in ``data/faithfulness_*.jsonl`` was written for this project: a question, its
knowledge, a faithful answer and a hallucinated one. QA pairs are in the style of public
hallucination benchmarks (short knowledge passages about films, people, bands, places;
multi-hop questions; answers that are often a bare entity, number or date; hallucinations that
change a value, pick an entity of the knowledge that answers another relation, flip a yes/no or
a comparison, or add an unsupported claim); summary pairs pair a news-like article with a
faithful summary and one with changed facts or added claims. A pair is ranked right only when
the faithful answer's faithfulness is strictly higher (a tie is a miss). The judge is the
default, graded one (``benchmarks/local_judge.py`` also prints the plain judge's figures).

* ``dev``: the rules were developed against it; ``holdout``: written with ``dev`` and split
  from it by a hash of the id before any tuning, its misses not used (three were once seen by
  mistake, see the benchmark); ``check``: written later, measured once blind, then used for
  development; ``pairs``: the first, smaller set;
  ``blind``, ``final``, ``fresh``, ``unseen``, ``sealed``, ``vault``, ``wiki``, ``crest``,
  ``ember``, ``fjord``, ``gale``, ``harbor``, ``inlet``, ``jetty``, ``kelp``, ``lagoon``,
  ``marsh``, ``oxbow``, ``quay``, ``reef``, ``shoal``, ``tarn``, ``umber``, ``vale``,
  ``weir``, ``yarrow``, ``zinnia``, ``aster``, ``birch``, ``cedar``, ``dune`` and ``elm``:
  written by someone who never saw the judge, each measured once blind (see the benchmark's
  docstring for the figures); ``reef`` and ``umber`` have never been used for development, of
  ``gale`` only one summary pair was looked at, ``vale`` has been read since session 48,
  ``jetty`` since the session that wrote ``umber``, ``marsh`` and ``oxbow`` since the session
  after it, ``crest``, ``harbor``, ``quay`` and ``tarn`` since the session after that,
  ``shoal`` since the next one, and ``weir``, ``yarrow``, ``zinnia``, ``aster``, ``birch``,
  ``cedar``, ``dune`` and ``elm`` since the sessions that wrote them (after their one blind
  measure).

The floors are the measured accuracy (``python benchmarks/local_judge.py``) rounded down a
little, so that a change that makes the judge worse fails here. The product's aim, measured by
the maintainers on an external set, is higher: 97% of QA pairs and 90% of summary pairs.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import anyio
import orjson
import pytest

from ragas_stream.events import Interaction
from ragas_stream.judges.local import LocalJudge
from ragas_stream.judges.session import JudgeSession
from ragas_stream.metrics import Faithfulness
from ragas_stream.results import MetricStatus

DATA = Path(__file__).with_name("data")
FLOORS = {
    "dev": {"qa": 0.99, "summary": 0.95},
    "holdout": {"qa": 0.97, "summary": 0.93},
    "check": {"qa": 0.98, "summary": 0.93},
    "pairs": {"qa": 1.0, "summary": 0.94},
    "blind": {"qa": 1.0, "summary": 0.96},
    "final": {"qa": 1.0, "summary": 1.0},
    "fresh": {"qa": 0.98, "summary": 0.97},
    "unseen": {"qa": 1.0, "summary": 0.96},
    "sealed": {"qa": 1.0, "summary": 0.90},
    "vault": {"qa": 0.96, "summary": 0.90},
    "wiki": {"qa": 0.94, "summary": 0.93},
    "crest": {"qa": 0.96, "summary": 0.87},
    "ember": {"qa": 0.98, "summary": 0.91},
    "fjord": {"qa": 0.96, "summary": 0.93},
    "gale": {"qa": 0.85, "summary": 0.93},  # blind; see the benchmark on its one-pair moves
    "harbor": {"qa": 0.91, "summary": 0.80},
    "inlet": {"qa": 0.90, "summary": 0.85},
    "jetty": {"qa": 0.88, "summary": 0.90},
    "kelp": {"qa": 0.96, "summary": 0.81},
    "lagoon": {"qa": 0.92, "summary": 0.93},
    "marsh": {"qa": 0.95, "summary": 0.93},
    "oxbow": {"qa": 0.96, "summary": 0.93},
    "quay": {"qa": 0.93, "summary": 0.75},  # 8 summaries: one pair is 12.5 points
    "reef": {"qa": 0.92, "summary": 0.75},  # blind; 16 summaries, one pair is 6.25 points
    "shoal": {"qa": 0.92, "summary": 0.93},
    "tarn": {"qa": 0.95, "summary": 0.93},
    "umber": {"qa": 0.78, "summary": 0.93},  # blind
    "vale": {"qa": 0.80, "summary": 0.93},
    "weir": {"qa": 0.93, "summary": 0.93},
    "yarrow": {"qa": 0.98, "summary": 0.93},
    "zinnia": {"qa": 0.90, "summary": 0.87},
    "aster": {"qa": 0.92, "summary": 0.93},
    "birch": {"qa": 0.92, "summary": 0.93},
    "cedar": {"qa": 0.83, "summary": 0.87},
    "dune": {"qa": 0.83, "summary": 0.87},
    "elm": {"qa": 0.90, "summary": 0.95},
}
MINIMUM = {  # QA pairs, summary pairs, domains
    "dev": (100, 40, 20),
    "holdout": (60, 30, 20),
    "check": (50, 15, 20),
    "pairs": (80, 30, 20),
    "blind": (80, 30, 20),
    "final": (90, 40, 20),
    "fresh": (100, 40, 20),
    "unseen": (80, 30, 20),
    "sealed": (80, 20, 20),
    "vault": (90, 20, 20),
    "wiki": (72, 16, 10),  # broad topics (film, music, science ...) rather than fine domains
    "crest": (80, 16, 20),
    "ember": (72, 12, 20),
    "fjord": (80, 16, 20),
    "gale": (80, 16, 20),
    "harbor": (80, 16, 20),
    "inlet": (80, 16, 20),
    "jetty": (80, 16, 20),
    "kelp": (80, 16, 20),
    "lagoon": (80, 16, 20),
    "marsh": (80, 16, 20),
    "oxbow": (80, 16, 20),
    "quay": (48, 8, 20),
    "reef": (64, 16, 14),
    "shoal": (64, 16, 20),
    "tarn": (80, 16, 20),
    "umber": (80, 16, 20),
    "vale": (80, 16, 20),
    "weir": (80, 16, 20),
    "yarrow": (80, 16, 20),
    "zinnia": (80, 16, 20),
    "aster": (80, 16, 20),
    "birch": (80, 16, 20),
    "cedar": (80, 16, 20),
    "dune": (120, 24, 40),
    "elm": (120, 24, 40),
}


def pairs(name: str) -> list[dict[str, Any]]:
    path = DATA / f"faithfulness_{name}.jsonl"
    return [orjson.loads(line) for line in path.read_bytes().splitlines() if line.strip()]


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_the_hard_cases_are_varied_and_well_formed(name: str) -> None:
    rows = pairs(name)
    kinds = Counter(r["kind"] for r in rows)
    qa, summaries, domains = MINIMUM[name]
    assert kinds["qa"] >= qa and kinds["summary"] >= summaries
    assert len({r["domain"] for r in rows}) >= domains
    assert len({r["id"] for r in rows}) == len(rows)
    assert all(r["faithful"] != r["hallucinated"] and r["contexts"] for r in rows)
    assert all(r["question"].strip() and r["faithful"].strip() for r in rows)


def test_the_new_sets_cover_the_styles_of_hallucination_benchmarks() -> None:
    rows = [r for name in ("dev", "holdout", "check") for r in pairs(name)]
    styles = Counter(r["style"] for r in rows if r["kind"] == "qa")
    for needed in ("entity", "multi_hop", "comparison", "yes_no", "sentence", "phrase"):
        assert styles[needed] >= 5, needed
    perturbations = Counter(r["perturbation"] for r in rows)
    for needed in ("entity_in_context", "number", "date", "name", "swapped_roles", "extra_claim"):
        assert perturbations[needed] >= 8, needed
    ids = [r["id"] for r in rows]
    assert len(set(ids)) == len(ids)  # no pair is in two sets


def test_the_holdout_was_split_from_the_dev_set_before_tuning() -> None:
    dev = {r["question"] + r["faithful"] for r in pairs("dev")}
    holdout = {r["question"] + r["faithful"] for r in pairs("holdout")}
    assert not dev & holdout
    assert len(pairs("holdout")) * 4 >= len(pairs("dev"))


async def _accuracy(name: str) -> dict[str, float]:
    judge = LocalJudge()
    right: Counter[str] = Counter()
    total: Counter[str] = Counter()
    for row in pairs(name):
        values = []
        for key in ("faithful", "hallucinated"):
            item = Interaction(
                id=row["id"] + key,
                question=row["question"],
                answer=row[key],
                contexts=tuple(row["contexts"]),
            )
            (result,) = await JudgeSession(judge).run(item, [Faithfulness()])
            assert result.status is not MetricStatus.ERROR, result
            values.append(result.value)
        good, bad = values
        total[row["kind"]] += 1
        if good is not None and (bad is None or good > bad):
            right[row["kind"]] += 1
    return {kind: right[kind] / total[kind] for kind in total}


@pytest.mark.anyio
@pytest.mark.parametrize("name", sorted(FLOORS))
async def test_the_local_judge_ranks_faithful_answers_higher_at_least_as_often_as_measured(
    name: str,
) -> None:
    with anyio.fail_after(60):
        accuracy = await _accuracy(name)
    for kind, floor in FLOORS[name].items():
        assert accuracy[kind] >= floor, (name, kind, accuracy[kind])
