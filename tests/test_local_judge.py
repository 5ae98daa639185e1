"""The offline LocalJudge, its text helpers and its hashing embedding."""

from __future__ import annotations

import math
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

from ragas_stream.judges import local as local_module
from ragas_stream.judges.base import Answer, Judge, Question
from ragas_stream.judges.embedding import DIMENSIONS, cosine, hashing_embedding
from ragas_stream.judges.local import LocalJudge
from ragas_stream.judges.local_bridge import bridged_claims
from ragas_stream.judges.local_evidence import (
    analyse_claim,
    analyse_context,
    occurrences,
    pieces_of,
    segments,
)
from ragas_stream.judges.local_grammar import (
    IRREGULAR_BASES,
    is_finite_verb,
    is_participle,
    is_verb,
)
from ragas_stream.judges.local_lexicon import lemma, synonym_ids
from ragas_stream.judges.local_places import places_around
from ragas_stream.judges.local_quotes import as_written
from ragas_stream.judges.local_reason import each_of_both
from ragas_stream.judges.local_tiers import Band, bands, tier_outcome
from ragas_stream.judges.questions import (
    EmbedTexts,
    ExtractStatements,
    GenerateQuestions,
    SelectRelevantSentences,
    Verdict,
    VerifyStatements,
)
from ragas_stream.judges.text import (
    content_words,
    date_supported,
    dates,
    is_negated,
    normalize_number,
    numbers,
    proper_names,
    split_sentences,
    stem,
    tokenize,
)

TOKYO = (
    "Tokyo Tower, a communications and observation tower in Minato, Tokyo, is 333 metres "
    "tall. It opened in 1958 and draws many tourists."
)
LEAFLET = (
    "Adults: take one or two 500 mg tablets every 4 to 6 hours. Do not take more than 8 "
    "tablets in 24 hours. This medicine is not suitable for children under 12."
)


class _Steady:
    """A clock that advances one second per reading."""

    def __init__(self) -> None:
        self.now = 100.0

    def time(self) -> float:
        return self.now

    def monotonic(self) -> float:
        self.now += 1.0
        return self.now


async def ask(question: Question[Any], judge: LocalJudge | None = None) -> Answer[Any]:
    (answer,) = await (judge or LocalJudge()).answer([question])
    return answer


async def value(question: Question[Any]) -> Any:
    answer = await ask(question)
    assert answer.error is None, answer.error
    return answer.value


async def verdicts(contexts: Sequence[str], *statements: str) -> tuple[Verdict, ...]:
    result: tuple[Verdict, ...] = await value(VerifyStatements(tuple(contexts), statements))
    return result


async def assert_holds_not(contexts: Sequence[str], holds: str, fails: str) -> None:
    """The context supports the first statement and not the second."""
    right, wrong = await verdicts(contexts, holds, fails)
    assert right.supported, right.reason
    assert not wrong.supported


async def assert_another_outcome(contexts: Sequence[str], holds: str, fails: str) -> None:
    """The context supports the first statement, and gives the case of the second another
    outcome (a tier or band of ``local_tiers``)."""
    right, wrong = await verdicts(contexts, holds, fails)
    assert right.supported, right.reason
    assert not wrong.supported and "another outcome" in wrong.reason


# --- the judge ------------------------------------------------------------------------------


def test_local_judge_is_a_judge_named_local() -> None:
    judge = LocalJudge()
    assert isinstance(judge, Judge)
    assert judge.name == "local"


@pytest.mark.anyio
async def test_extracts_five_statements_from_the_worked_example() -> None:
    statements = await value(
        ExtractStatements("Values?", "A = 1, B = 2, C = 3, A + B = 3, A + C = 4")
    )
    assert statements == ("A = 1", "B = 2", "C = 3", "A + B = 3", "A + C = 4")


@pytest.mark.anyio
async def test_extracts_three_statements_from_the_because_example() -> None:
    statements = await value(ExtractStatements("A + B?", "Because A = 1 and B = 2, A + B = 3"))
    assert statements == ("A = 1", "B = 2", "A + B = 3")


@pytest.mark.anyio
async def test_statements_are_self_contained() -> None:
    statements = await value(
        ExtractStatements("Tokyo Tower?", "Tokyo Tower is 333 metres tall, and it opened in 1958.")
    )
    assert statements == ("Tokyo Tower is 333 metres tall", "Tokyo Tower opened in 1958")


@pytest.mark.anyio
async def test_a_list_or_an_apposition_is_not_split_into_claims() -> None:
    statements = await value(ExtractStatements("?", TOKYO.split(". ")[0]))
    assert len(statements) == 1
    statements = await value(
        ExtractStatements("?", "The plan includes email, chat and phone support.")
    )
    assert statements == ("The plan includes email, chat and phone support",)
    statements = await value(
        ExtractStatements(
            "?", "The Orla T-40 that Skarv Air flies between Tromso and Bodo seats 44."
        )
    )
    assert statements == ("The Orla T-40 that Skarv Air flies between Tromso and Bodo seats 44",)


@pytest.mark.anyio
@pytest.mark.parametrize(
    "answer",
    [
        "I don't know.",
        "I'm sorry, I could not find that in the documents.",
        "The context does not mention the price. Hope this helps!",
        "",
        "Would you like to know more?",
    ],
)
async def test_refusals_and_pleasantries_have_no_statements(answer: str) -> None:
    assert await value(ExtractStatements("What is the price?", answer)) == ()


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("question", "answer", "statement"),
    [
        (
            "Is flood damage covered?",
            "The policy does not cover flood damage.",
            "The policy does not cover flood damage",
        ),
        (
            "Does the Basic travel plan cover trip cancellation?",
            "No.",
            "The Basic travel plan does not cover trip cancellation",
        ),
        (
            "Do I need my manager's approval to carry over unused leave?",
            "No.",
            "I do not need my manager's approval to carry over unused leave",
        ),
    ],
)
async def test_a_negative_answer_about_what_something_covers_is_a_claim(
    question: str, answer: str, statement: str
) -> None:
    assert await value(ExtractStatements(question, answer)) == (statement,)


@pytest.mark.anyio
async def test_verifies_the_worked_example_three_of_five() -> None:
    found = await verdicts(
        ["A = 1, B = 2, A + B = 3"], "A = 1", "B = 2", "C = 3", "A + B = 3", "A + C = 4"
    )
    assert [v.supported for v in found] == [True, True, False, True, False]
    assert all(v.reason for v in found)


@pytest.mark.anyio
async def test_notices_a_changed_number() -> None:
    (same, changed) = await verdicts(
        [TOKYO], "Tokyo Tower is 333 metres tall", "Tokyo Tower is 330 metres tall"
    )
    assert same.supported
    assert not changed.supported
    assert "330" in changed.reason


@pytest.mark.anyio
async def test_notices_a_number_that_belongs_to_something_else() -> None:
    context = "The warranty lasts 2 years. Returns are accepted within 3 days."
    (right, moved) = await verdicts(
        [context], "The warranty lasts 2 years", "The warranty lasts 3 years"
    )
    assert right.supported
    assert not moved.supported


@pytest.mark.anyio
async def test_notices_a_changed_name() -> None:
    context = "The Eiffel Tower was designed by the engineering company of Gustave Eiffel in Paris."
    (same, changed) = await verdicts(
        [context],
        "The Eiffel Tower was designed by the company of Gustave Eiffel",
        "The Eiffel Tower was designed by the company of Thomas Edison",
    )
    assert same.supported
    assert not changed.supported
    assert "edison" in changed.reason.lower()


@pytest.mark.anyio
async def test_notices_a_flipped_negation() -> None:
    (kept, flipped, negated) = await verdicts(
        [LEAFLET],
        "This medicine is not suitable for children under 12",
        "This medicine is suitable for children under 12",
        "Adults should not take more than 8 tablets in 24 hours",
    )
    assert kept.supported
    assert not flipped.supported
    assert "opposite" in flipped.reason
    assert negated.supported


@pytest.mark.anyio
async def test_negation_is_judged_on_the_matching_clause() -> None:
    context = "Refunds are not available after 30 days, but exchanges are allowed."
    (exchanges, refunds) = await verdicts(
        [context], "Exchanges are allowed", "Refunds are available after 30 days"
    )
    assert exchanges.supported
    assert not refunds.supported


@pytest.mark.anyio
async def test_notices_a_changed_date_and_accepts_another_spelling_of_it() -> None:
    context = "The Berlin Wall fell on 9 November 1989."
    (same, changed) = await verdicts(
        [context],
        "The Berlin Wall fell on November 9th, 1989",
        "The Berlin Wall fell on 9 October 1989",
    )
    assert same.supported
    assert not changed.supported


@pytest.mark.anyio
async def test_a_claim_absent_from_the_context_is_unsupported() -> None:
    (absent,) = await verdicts([TOKYO], "Tokyo Tower has a rooftop restaurant")
    assert not absent.supported
    assert "restaurant" in absent.reason


@pytest.mark.anyio
async def test_a_pronoun_in_the_context_refers_to_the_sentence_before() -> None:
    (opened,) = await verdicts([TOKYO], "Tokyo Tower opened in 1958")
    assert opened.supported


@pytest.mark.anyio
async def test_nothing_is_supported_without_context() -> None:
    (lonely,) = await verdicts([], "Tokyo Tower is 333 metres tall")
    assert not lonely.supported


@pytest.mark.anyio
async def test_selects_the_one_relevant_tokyo_sentence() -> None:
    selected = await value(SelectRelevantSentences("How tall is Tokyo Tower?", (TOKYO,)))
    assert selected == (split_sentences(TOKYO)[0],)


@pytest.mark.anyio
async def test_selects_nothing_for_an_unrelated_question() -> None:
    assert await value(SelectRelevantSentences("Who painted the Mona Lisa?", (TOKYO,))) == ()


@pytest.mark.anyio
async def test_generates_n_distinct_questions_about_the_answer() -> None:
    answer = "Tokyo Tower is 333 metres tall. It opened in 1958."
    questions = await value(GenerateQuestions(answer, 3))
    assert len(questions) == 3
    assert len(set(questions)) == 3
    assert all(q.endswith("?") and "Tokyo Tower" in q for q in questions)
    assert await value(GenerateQuestions(answer, 1)) == questions[:1]


@pytest.mark.anyio
async def test_generates_no_question_from_a_refusal() -> None:
    assert await value(GenerateQuestions("I don't know, sorry.", 3)) == ()


@pytest.mark.anyio
async def test_embeds_each_text_with_the_hashing_embedding() -> None:
    vectors = await value(EmbedTexts(("How tall is Tokyo Tower?", "")))
    assert vectors[0] == hashing_embedding("How tall is Tokyo Tower?")
    assert len(vectors[1]) == DIMENSIONS
    assert not any(vectors[1])


@pytest.mark.anyio
async def test_answers_are_deterministic_and_speak_the_question_schema() -> None:
    questions: list[Question[Any]] = [
        ExtractStatements("q", "Tokyo Tower is 333 metres tall, and it opened in 1958."),
        VerifyStatements((TOKYO,), ("Tokyo Tower is 333 metres tall", "It is blue")),
        GenerateQuestions("Tokyo Tower is 333 metres tall.", 3),
        SelectRelevantSentences("How tall is Tokyo Tower?", (TOKYO,)),
        EmbedTexts(("one", "two")),
    ]
    first = await LocalJudge().answer(questions)
    second = await LocalJudge().answer(questions)
    assert [a.value for a in first] == [a.value for a in second]
    for question, answer in zip(questions, first, strict=True):
        assert question.parse(question.encode(answer.value)) == answer.value


@pytest.mark.anyio
async def test_every_answer_carries_a_local_judge_call() -> None:
    question = ExtractStatements("How tall?", "Tokyo Tower is 333 metres tall.")
    answer = await ask(question, LocalJudge(clock=_Steady()))
    (call,) = answer.calls
    assert (call.operation, call.model, call.provider, call.status) == (
        "chat",
        "local-heuristic",
        "local",
        "ok",
    )
    assert call.input_tokens > len(question.instructions) // 4
    assert call.output_tokens > 0
    assert call.ended_at == call.started_at + 1.0
    (embedded,) = (await ask(EmbedTexts(("x",)))).calls
    assert (embedded.operation, embedded.output_tokens) == ("embeddings", 0)


@dataclass(frozen=True)
class _Unknown(Question[str]):
    kind: ClassVar[str] = "tell_a_joke"
    topic: str = "cats"

    def payload(self) -> dict[str, Any]:
        return {"topic": self.topic}


@pytest.mark.anyio
async def test_unknown_question_kind_is_an_unsupported_error_not_an_exception() -> None:
    known = ExtractStatements("q", "A = 1")
    answers = await LocalJudge().answer([known, _Unknown(), known])
    assert [a.error is None for a in answers] == [True, False, True]
    error = answers[1].error
    assert error is not None and error.reason == "unsupported"
    assert answers[1].calls[0].status == "error"
    assert answers[1].calls[0].error_type == "unsupported"


@pytest.mark.anyio
async def test_a_failing_heuristic_becomes_an_internal_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(answer: str) -> tuple[str, ...]:
        raise RuntimeError("boom")

    monkeypatch.setattr(local_module, "extract_statements", broken)
    answer = await ask(ExtractStatements("q", "A = 1"))
    assert answer.error is not None
    assert answer.error.reason == "internal"
    assert answer.value is None


@pytest.mark.anyio
async def test_large_questions_answered_in_a_worker_thread_get_the_same_answers() -> None:
    questions: list[Question[Any]] = [
        VerifyStatements((TOKYO, LEAFLET), ("Tokyo Tower is 333 metres tall", "It is blue")),
        SelectRelevantSentences("How tall is Tokyo Tower?", (TOKYO, LEAFLET)),
        EmbedTexts((TOKYO, LEAFLET)),
    ]
    on_loop = await LocalJudge(offload_above=10**9).answer(questions)
    in_thread = await LocalJudge(offload_above=0).answer(questions)
    assert [a.value for a in in_thread] == [a.value for a in on_loop]
    assert all(a.error is None for a in in_thread)


def test_min_coverage_must_be_a_share() -> None:
    with pytest.raises(ValueError):
        LocalJudge(min_coverage=0)
    with pytest.raises(ValueError):
        LocalJudge(min_coverage=1.5)


# --- text helpers ---------------------------------------------------------------------------


def test_sentences_survive_abbreviations_decimals_and_initials() -> None:
    text = (
        "Dr. Smith met J. R. R. Tolkien in 1950. The dose is 2.5 mg, e.g. half a tablet! "
        "Is that all? No. Mr. Brown left at 9 a.m. on Friday."
    )
    assert split_sentences(text) == (
        "Dr. Smith met J. R. R. Tolkien in 1950.",
        "The dose is 2.5 mg, e.g. half a tablet!",
        "Is that all?",
        "No.",
        "Mr. Brown left at 9 a.m. on Friday.",
    )


def test_a_name_written_in_lower_case_may_open_a_sentence() -> None:
    text = (
        "orders-db is run by the Core team. billing-api is run by Ledger. eBay is not. See e.g. it."
    )
    assert split_sentences(text) == (
        "orders-db is run by the Core team.",
        "billing-api is run by Ledger.",
        "eBay is not.",
        "See e.g. it.",
    )


def test_blank_lines_and_bullets_end_sentences() -> None:
    text = "Benefits include\n- 25 days of leave\n- a pension\n\nAsk HR for details"
    assert split_sentences(text) == (
        "Benefits include",
        "25 days of leave",
        "a pension",
        "Ask HR for details",
    )


def test_sentence_splitting_counts_the_tokyo_context_as_two() -> None:
    assert len(split_sentences(TOKYO)) == 2
    assert split_sentences("  \n ... \n") == ()


@pytest.mark.parametrize(
    ("raw", "normal"),
    [("1,000", "1000"), ("3.50", "3.5"), ("3,5", "3.5"), ("12.0", "12"), ("1.2.3", "1.2.3")],
)
def test_numbers_are_normalised(raw: str, normal: str) -> None:
    assert normalize_number(raw) == normal


def test_number_words_and_scales_become_digits() -> None:
    assert numbers("twenty-five days, 1.5 million users, three cats") == {"25", "1500000", "3"}
    assert numbers("no one came, which one is it") == frozenset()
    assert numbers("$1,200 at 09:30 on the 2nd") == {"1200", "9:30", "2"}
    assert numbers("five and a half years, 2 and a half hours") == {"5.5", "2.5"}
    # a round number in words and a smaller one after "and" are one number
    assert numbers("one hundred and five kilometres") == {"105"}
    assert numbers("a hundred and twenty-five guests, two thousand and twelve") == {"125", "2012"}
    assert numbers("between two hundred and three hundred seats") == {"200", "300"}
    # "a decade" is ten years, "a century" a hundred
    assert numbers("it halved in a decade, over a century") == {"10", "100"}
    # half of a time unit is an amount of a smaller one
    assert numbers("half a year, half an hour, one and a half years") == {"6", "30", "1.5"}
    assert numbers("half a million a day") == {"500000"}
    # a version is no amount to scale, and reading one raises nothing
    assert numbers("release 1.2.3 million times, build 4.5.6k") == {"1.2.3", "4.5.6"}


@pytest.mark.anyio
async def test_a_yes_or_no_question_of_one_word_gives_no_statement_and_no_error() -> None:
    assert await statements("Is?", "Yes") == ()


def test_dates_in_different_spellings_agree() -> None:
    assert dates("on 12 March 2021") == dates("on March 12th, 2021") == dates("on 2021-03-12")
    assert dates("in May 2020") == {"2020-05"}
    assert dates("you may 2 times") == frozenset()
    assert date_supported("2021-03", frozenset({"2021-03-12"}))
    assert not date_supported("2021-03-12", frozenset({"2021-03"}))
    assert date_supported("--03-12", frozenset({"2021-03-12"}))


def test_stems_group_inflections() -> None:
    assert stem("opened") == stem("opens") == stem("opening") == stem("open")
    assert stem("policies") == stem("policy")
    assert stem("needed") == stem("needs") == stem("need")
    assert stem("cancelled") == stem("cancel")


def test_content_words_skip_stopwords_but_keep_symbols_and_numbers() -> None:
    assert content_words("A = 1 and the B is 2") == ("a", "1", "b", "2")
    assert content_words("A dog is on the mat") == ("dog", "mat")


def test_proper_names_are_capitalised_words_inside_a_sentence() -> None:
    assert proper_names("The Eiffel Tower is in Paris, says the API of AWS.") == {
        "eiffel",
        "tower",
        "paris",
        "api",
        "aws",
    }


def test_negation_words_are_found() -> None:
    assert is_negated("It isn't open")
    assert is_negated("Never freeze it")
    assert not is_negated("Nothing"[1:] + " else is open")


# --- embedding --------------------------------------------------------------------------------


def test_embedding_is_unit_length_and_sized() -> None:
    vector = hashing_embedding("How tall is Tokyo Tower?")
    assert len(vector) == DIMENSIONS
    assert math.isclose(math.sqrt(sum(x * x for x in vector)), 1.0)
    assert len(hashing_embedding("text", 16)) == 16


def test_embedding_ranks_a_related_question_above_an_unrelated_one() -> None:
    asked = hashing_embedding("How tall is Tokyo Tower?")
    related = hashing_embedding("What is the height of Tokyo Tower in metres?")
    unrelated = hashing_embedding("Can I carry over unused annual leave?")
    assert cosine(asked, asked) == pytest.approx(1.0)
    assert cosine(asked, related) > cosine(asked, unrelated)


def test_cosine_of_a_zero_vector_is_zero_and_dimensions_must_match() -> None:
    assert cosine((0.0, 0.0), (1.0, 0.0)) == 0.0
    with pytest.raises(ValueError):
        cosine((1.0,), (1.0, 0.0))


def test_embedding_is_the_same_in_another_process() -> None:
    # Python's own str hash is salted per process; the embedding must not depend on it.
    code = (
        "from ragas_stream.judges.embedding import hashing_embedding as e;"
        "print(repr(e('How tall is Tokyo Tower?')))"
    )
    env = {"PYTHONHASHSEED": "12345"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    ).stdout
    assert out.strip() == repr(hashing_embedding("How tall is Tokyo Tower?"))


def test_verdict_degrees_are_the_same_in_any_process() -> None:
    # Sets iterate in an order salted per process; a degree summed over one must not vary.
    code = (
        "from ragas_stream.judges.local_statements import extract_statements as x;"
        "from ragas_stream.judges.local_verify import verify_statements as v;"
        "c = ['Venus is the second planet from the Sun, orbiting at about 108 million "
        "kilometres. Mars is the fourth, at about 228 million kilometres.'];"
        "a = 'Mars is closer: it orbits at about 108 million km, against about 228 million "
        "km for Venus.';"
        "print([repr(d.degree) for d in v(c, x(a, 'Which planet is closer to the Sun?'))])"
    )
    seen = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("1", "2", "3", "4")
    }
    assert len(seen) == 1


def test_a_year_is_read_as_the_date_it_ends_in_any_process() -> None:
    # Two dates of one year in a sentence: the year of each is its own date, not whichever
    # of the two a salted set gives first.
    code = (
        "from ragas_stream.judges.local_verify import verify_statements as v;"
        "c = ['Kell went live on 6 March 2023, eleven months after the kickoff.', "
        "'Orra, the old billing platform, was switched to read-only mode on 20 February 2023 "
        "and fully decommissioned on 30 June 2023.'];"
        "s = ['Orra was fully decommissioned before Kell went live'];"
        "print([(d.supported, repr(d.degree)) for d in v(c, s)])"
    )
    seen = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("1", "2", "3", "4", "5", "6")
    }
    assert len(seen) == 1
    assert "False" in seen.pop()


# --- verification rules added for the hard cases ------------------------------------------------


@pytest.mark.anyio
async def test_accepts_units_synonyms_and_irregular_verbs_as_paraphrase() -> None:
    context = "The Danube flows for about 2,850 kilometres. Sales increased by 18 percent."
    (river, sales) = await verdicts(
        [context], "The Danube runs roughly 2,850 km", "Sales rose by 18 percent"
    )
    assert river.supported and sales.supported


@pytest.mark.anyio
async def test_notices_a_changed_unit_and_an_opposite_direction() -> None:
    context = "The board ships with 8 GB of RAM. Solar output increased by 18 percent."
    (unit, direction) = await verdicts(
        [context], "The board ships with 8 MB of RAM", "Solar output dropped by 18 percent"
    )
    assert not unit.supported and "units" in unit.reason
    assert not direction.supported and "opposite" in direction.reason


@pytest.mark.anyio
async def test_notices_swapped_roles_and_accepts_the_passive_voice() -> None:
    context = "In 2023 Skyward Airlines acquired Bluefin Air for 300 million dollars."
    (same, passive, swapped) = await verdicts(
        [context],
        "Skyward Airlines acquired Bluefin Air",
        "Bluefin Air was acquired by Skyward Airlines",
        "Bluefin Air acquired Skyward Airlines",
    )
    assert same.supported and passive.supported
    assert not swapped.supported and "roles" in swapped.reason


@pytest.mark.anyio
async def test_a_name_from_another_sentence_does_not_support_a_substituted_claim() -> None:
    context = (
        "Penicillin was discovered in 1928 by Alexander Fleming. "
        "Howard Florey later developed it into a usable drug."
    )
    (right, swapped) = await verdicts(
        [context], "Alexander Fleming discovered penicillin", "Howard Florey discovered penicillin"
    )
    assert right.supported
    assert not swapped.supported


@pytest.mark.anyio
async def test_a_number_that_belongs_to_another_share_is_noticed() -> None:
    context = "Of the budget, 38 percent is spent on research and 45 percent on teaching."
    (right, swapped) = await verdicts(
        [context], "Research takes 38 percent of the budget", "Research takes 45 percent"
    )
    assert right.supported
    assert not swapped.supported


@pytest.mark.anyio
async def test_an_opening_pronoun_refers_to_what_the_question_asks_about() -> None:
    statements = await value(
        ExtractStatements("When did the Berlin Wall fall?", "It fell in 1989.")
    )
    assert statements == ("The Berlin Wall fell in 1989",)


# --- the questions of context precision, SAFE and the baselines ---------------------------------


@pytest.mark.anyio
async def test_rates_each_context_useful_when_it_supports_the_answer() -> None:
    from ragas_stream.judges.questions import RateContextUsefulness

    decisions = await value(
        RateContextUsefulness(
            "How tall is Tokyo Tower?", "Tokyo Tower is 333 metres tall.", (TOKYO, LEAFLET)
        )
    )
    assert [d.yes for d in decisions] == [True, False]
    assert all(d.reason for d in decisions)


@pytest.mark.anyio
async def test_facts_linked_to_the_question_are_relevant_and_asides_are_not() -> None:
    from ragas_stream.judges.questions import RateFactRelevance

    facts = ("Tokyo Tower is 333 metres tall", "The tower opened in 1958", "I like pizza")
    decisions = await value(RateFactRelevance("How tall is Tokyo Tower?", "...", facts))
    assert [d.yes for d in decisions] == [True, True, False]


@pytest.mark.anyio
async def test_search_queries_start_from_the_fact_and_stop_once_evidence_settles_it() -> None:
    from ragas_stream.judges.questions import WriteSearchQueries

    facts = ("Tokyo Tower is 333 metres tall", "Tokyo Tower has a rooftop restaurant")
    queries = await value(WriteSearchQueries(facts, ((), (TOKYO,))))
    assert queries[0] == facts[0]
    assert queries[1] == "rooftop restaurant"
    done = await value(WriteSearchQueries(facts[:1], ((TOKYO,),)))
    assert done == ("",)


@pytest.mark.anyio
async def test_verifies_each_fact_against_its_own_evidence_only() -> None:
    from ragas_stream.judges.questions import VerifyFacts

    facts = ("Tokyo Tower is 333 metres tall", "Tokyo Tower is 333 metres tall")
    found = await value(VerifyFacts(facts, ((TOKYO,), (LEAFLET,))))
    assert [v.supported for v in found] == [True, False]


@pytest.mark.anyio
async def test_rates_a_quality_from_0_to_10_and_compares_two_answers() -> None:
    from ragas_stream.judges.questions import CompareAnswers, RateQuality

    good = "Tokyo Tower is 333 metres tall."
    bad = "Tokyo Tower is 500 metres tall."
    rating = await value(RateQuality("faithfulness", "How tall?", good, (TOKYO,)))
    assert rating.score == 10.0
    low = await value(RateQuality("faithfulness", "How tall?", bad, (TOKYO,)))
    assert low.score == 0.0
    for first, second, better in ((good, bad, 1), (bad, good, 2)):
        choice = await value(CompareAnswers("faithfulness", "How tall?", first, second, (TOKYO,)))
        assert choice.better == better


@pytest.mark.anyio
async def test_a_plugged_in_embedder_answers_embed_texts() -> None:
    class Constant:
        def embed(self, texts: Sequence[str]) -> list[list[float]]:
            return [[1.0, 0.0] for _ in texts]

    (answer,) = await LocalJudge(embedder=Constant()).answer([EmbedTexts(("a", "b"))])
    assert answer.value == ((1.0, 0.0), (1.0, 0.0))

    class Broken:
        def embed(self, texts: Sequence[str]) -> list[list[float]]:
            return []

    (answer,) = await LocalJudge(embedder=Broken()).answer([EmbedTexts(("a",))])
    assert answer.error is not None and answer.error.reason == "internal"


# --- short answers, two-step facts and comparisons ----------------------------------------


async def statements(question: str, answer: str) -> tuple[str, ...]:
    result: tuple[str, ...] = await value(ExtractStatements(question, answer))
    return result


def test_a_period_glued_to_the_next_sentence_ends_it() -> None:
    text = "Northern Lights Express is a film by Paul Okafor.Paul Okafor was born in Lagos."
    assert split_sentences(text) == (
        "Northern Lights Express is a film by Paul Okafor.",
        "Paul Okafor was born in Lagos.",
    )
    assert len(split_sentences("The U.S.Army and Dr.Who stay whole.")) == 1
    assert split_sentences("Its mass is 190.23.Iridium is heavier.") == (
        "Its mass is 190.23.",
        "Iridium is heavier.",
    )


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("question", "answer", "statement"),
    [
        ("What is the capital of Alberta?", "Edmonton", "The capital of Alberta is Edmonton"),
        (
            "Who directed The Glass Orchard?",
            "Helen Marsh",
            "The Glass Orchard was directed by Helen Marsh",
        ),
        (
            "In which country was the director of Northern Lights Express born?",
            "Nigeria",
            "The director of Northern Lights Express was born in Nigeria",
        ),
        (
            "Which club does Tomas Verhoek currently play for?",
            "Feyenoord",
            "Tomas Verhoek currently plays for Feyenoord",
        ),
        (
            "How many goals did Lena Sorensen score for Denmark?",
            "31",
            "Lena Sorensen scored 31 goals for Denmark",
        ),
        ("When was Harlow College founded?", "1854", "Harlow College was founded in 1854"),
        ("How long is the Maribel Tunnel?", "11.6 km", "The Maribel Tunnel is 11.6 km long"),
        ("Where are The Velvet Hours from?", "Manchester", "The Velvet Hours are from Manchester"),
        (
            "How many engines powered the Tarvik T-9 freighter?",
            "Four",
            "Four engines powered the Tarvik T-9 freighter",
        ),
        (
            "Is the ridge-backed newt native to the same valley as Orr's toad?",
            "Yes",
            "The ridge-backed newt is native to the same valley as Orr's toad",
        ),
        ("Is the grey heron native to Kessmark?", "No", "The grey heron is not native to Kessmark"),
        (
            "Were both Gerta Lind and Maris Ovel members of the Harbour Party?",
            "No",
            "Gerta Lind and Maris Ovel were not both members of the Harbour Party",
        ),
        (
            "Did both Anselm Koret and Peter Lysse direct films?",
            "Yes",
            "Anselm Koret and Peter Lysse both directed films",
        ),
        (
            "Is the refund policy valid for digital purchases?",
            "No",
            "The refund policy is not valid for digital purchases",
        ),
        (
            "Are contractors exempt from the training requirement?",
            "Yes",
            "Contractors are exempt from the training requirement",
        ),
        (
            "Were both bridges completed before 1900?",
            "Yes",
            "Both bridges were completed before 1900",
        ),
        (
            "Was the Orla Museum's founder a painter?",
            "Yes",
            "The Orla Museum's founder was a painter",
        ),
        (
            "Is Kessock's mayor a member of the Green Party?",
            "No",
            "Kessock's mayor is not a member of the Green Party",
        ),
        (
            "Was the winner of the 1998 prize a chemist?",
            "Yes",
            "The winner of the 1998 prize was a chemist",
        ),
        (
            "Were all the rooms a part of the hotel?",
            "Yes",
            "All the rooms were a part of the hotel",
        ),
        (
            "How many weeks of parental leave does Ana Ruiz get?",
            "18 weeks",
            "Ana Ruiz gets 18 weeks of parental leave",
        ),
        (
            "Ana Ruiz joined Kelso Bank in 2021 and became a parent in 2024. "
            "How many weeks of parental leave does she get?",
            "18 weeks",
            "She gets 18 weeks of parental leave",
        ),
        (
            "Was Dunmore Freight found liable in Keane v. Dunmore Freight?",
            "Yes",
            "Dunmore Freight was found liable in Keane v. Dunmore Freight",
        ),
        (
            "Is Orvik the largest town in Tessmark?",
            "No",
            "Orvik is not the largest town in Tessmark",
        ),
        (
            "In Skarn folklore, what creature guards the gate of Vell?",
            "A grey wolf",
            "A grey wolf guards the gate of Vell in Skarn folklore",
        ),
        (
            "Which escalation alias should be paged when runbook RB-9 is triggered?",
            "#ops-oncall",
            "#ops-oncall should be paged when runbook RB-9 is triggered",
        ),
        ("Which team should handle the refund?", "Billing", "Billing should handle the refund"),
        (
            "What service credit applies if uptime falls below 99%?",
            "10% of the fee",
            "10% of the fee applies if uptime falls below 99%",
        ),
        (
            "The founder of Velde Atelier was born in which Danish town?",
            "Ribe",
            "The founder of Velde Atelier was born in Ribe",
        ),
        (
            "How long must staff keep receipts?",
            "Seven years",
            "Staff must keep receipts for seven years",
        ),
        ("How long did the Orla strike last?", "Two years", "The Orla strike lasted for two years"),
        ("How long does Kess take to orbit Varn?", "9 days", "Kess takes 9 days to orbit Varn"),
        (
            "Which bird is heavier on average, the grey heron or the marsh crane?",
            "The marsh crane",
            "The marsh crane is heavier on average than the grey heron",
        ),
        (
            "In which town was the charter signed that ended the Salt War?",
            "Orvik",
            "The charter that ended the Salt War was signed in Orvik",
        ),
        (
            "In which city were the games held at which Ida Roos won three medals?",
            "Kessel",
            "The games at which Ida Roos won three medals were held in Kessel",
        ),
        (
            "Which country did the painter move to in 1931?",
            "Chile",
            "The painter moved to Chile in 1931",
        ),
        (
            "Where does the marsh tern migrate to each autumn?",
            "To the Orra delta",
            "The marsh tern migrates to the Orra delta each autumn",
        ),
        (
            "Where does the Kestrel Players company stage its plays?",
            "In the corn exchange",
            "The Kestrel Players company stages its plays in the corn exchange",
        ),
        (
            "Which gallery holds the Orla Triptych?",
            "The Harbour Gallery of Art (HGA) in Vessby",
            "The Orla Triptych is held by the Harbour Gallery of Art in Vessby",
        ),
        (
            "Who became finance director of Orme Bank in 2020?",
            "Ilse Marn",
            "Ilse Marn became finance director of Orme Bank in 2020",
        ),
        (
            "How is a locked account unlocked under the Orme access standard?",
            "Automatically after 30 minutes",
            "A locked account is unlocked under the Orme access standard automatically after "
            "30 minutes",
        ),
        (
            "How did the Ardby baths keep their water warm?",
            "With a hypocaust",
            "The Ardby baths kept their water warm with a hypocaust",
        ),
        (
            "How much can an employee claim per night for a hotel in Ardby?",
            "Up to EUR 110 per night",
            "An employee can claim up to EUR 110 per night for a hotel in Ardby",
        ),
    ],
)
async def test_a_short_answer_becomes_its_question_as_a_sentence(
    question: str, answer: str, statement: str
) -> None:
    assert await statements(question, answer) == (statement,)


@pytest.mark.anyio
async def test_a_yes_or_no_answer_affirms_or_denies_its_question() -> None:
    question = "Has Nadia Fares won the World Open?"
    assert await statements(question, "No, but she reached the final twice.") == (
        "Nadia Fares has not won the World Open",
        "Nadia Fares reached the final twice",
    )
    assert await statements("Did the Falcons win the cup?", "yes") == ("The Falcons won the cup",)
    assert await statements("Do the Orme wren and the Vell lark both eat seeds?", "No") == (
        "The Orme wren and the Vell lark do not both eat seeds",
    )
    assert await statements("Did Ilse Marn ever win the Varde Open?", "No") == (
        "Ilse Marn did not ever win the Varde Open",
    )
    kept = "Is footage from the Orme depot that is not linked to any incident kept for a year?"
    assert await statements(kept, "No") == (
        "Footage from the Orme depot that is not linked to any incident is not kept for a year",
    )
    question = "Had Ida Roos already won the Varn Prize when her first novel was published?"
    assert await statements(question, "No") == (
        "Ida Roos had not already won the Varn Prize when her first novel was published",
    )


@pytest.mark.anyio
async def test_a_choice_names_the_option_it_is_made_against() -> None:
    question = "Who is older, Harold Penfold or Derek Lowe?"
    assert await statements(question, "Derek Lowe") == ("Derek Lowe is older than Harold Penfold",)
    assert await statements(question, "Harold Penfold is older.") == (
        "Harold Penfold is older than Derek Lowe",
    )
    schools = "Which is older, Ashby College or the other school its founder set up?"
    opened = "Orme Academy is older: it opened in 1874, seventeen years before Ashby College."
    assert all("its founder" not in s for s in await statements(schools, opened))


@pytest.mark.anyio
async def test_a_name_must_occur_as_written_not_just_one_of_its_words() -> None:
    context = "Marlow Falls is the county seat of Benton County, Iowa."
    (right, wrong) = await verdicts(
        [context], "Marlow Falls is in Benton County", "Marlow Falls is in Linn County"
    )
    assert right.supported
    assert not wrong.supported and "linn" in wrong.reason.lower()


@pytest.mark.anyio
async def test_a_name_of_the_context_that_answers_another_relation_is_not_support() -> None:
    capital = (
        "The capital of the province of Alberta is Edmonton, while its largest city is Calgary."
    )
    film = "The Glass Orchard is a 1997 film directed by Helen Marsh and starring Colin Reyes."
    (right, wrong, director, actor) = await verdicts(
        [capital, film],
        "The capital of Alberta is Edmonton",
        "The capital of Alberta is Calgary",
        "The Glass Orchard was directed by Helen Marsh",
        "The Glass Orchard was directed by Colin Reyes",
    )
    assert right.supported and director.supported
    assert not wrong.supported and "edmonton" in wrong.reason.lower()
    assert not actor.supported and "helen marsh" in actor.reason.lower()


@pytest.mark.anyio
async def test_a_two_step_fact_is_supported_across_the_name_that_links_it() -> None:
    context = (
        "Northern Lights Express is a 2011 Canadian comedy film written and directed by Paul "
        "Okafor.Paul Okafor is a Nigerian-born filmmaker who moved to Toronto in 1995."
    )
    (nigeria, canada) = await verdicts(
        [context],
        "The director of Northern Lights Express was born in Nigeria",
        "The director of Northern Lights Express was born in Canada",
    )
    assert nigeria.supported
    assert not canada.supported


@pytest.mark.anyio
async def test_a_comparison_is_decided_from_the_values_the_context_gives() -> None:
    born = (
        "Harold Penfold (born 3 March 1940) is an actor. "
        "Derek Lowe (born 19 July 1935) is a comedian."
    )
    lakes = (
        "Lake Orta has a maximum depth of 143 metres. "
        "Lake Mergozzo has a maximum depth of 73 metres."
    )
    (older, younger) = await verdicts(
        [born], "Derek Lowe is older than Harold Penfold", "Harold Penfold is older than Derek Lowe"
    )
    assert older.supported and not younger.supported
    (deeper, shallower) = await verdicts(
        [lakes], "Lake Orta is deeper than Lake Mergozzo", "Lake Mergozzo is deeper than Lake Orta"
    )
    assert deeper.supported and not shallower.supported


@pytest.mark.anyio
async def test_same_and_both_claims_check_each_thing_named() -> None:
    context = (
        "Anna Lindqvist is a Swedish actress. Britt Ekholm is a Swedish singer. "
        "Sofia Lind is a Danish singer."
    )
    found = await verdicts(
        [context],
        "Anna Lindqvist and Britt Ekholm are from the same country",
        "Britt Ekholm and Sofia Lind are from the same country",
        "Anna Lindqvist and Britt Ekholm were not both singers",
        "Britt Ekholm and Sofia Lind were both singers",
        "Anna Lindqvist and Britt Ekholm were both singers",
    )
    assert [v.supported for v in found] == [True, False, True, True, False]


@pytest.mark.anyio
async def test_an_agent_of_a_participle_after_the_verb_is_not_the_verbs_agent() -> None:
    contexts = [
        "The Harlow Mill fire began on 3 March 1871 in a warehouse owned by Edwin Clay on "
        "Tanner Street."
    ]
    (right,) = await verdicts(
        contexts, "The Harlow Mill fire started on 3 March 1871 in Edwin Clay's warehouse"
    )
    assert right.supported


@pytest.mark.anyio
async def test_a_passive_claim_must_give_each_name_its_part() -> None:
    context = "At the Battle of Lund the Swedish army under Charles XI defeated the Danish army."
    (danish, swedish) = await verdicts(
        [context], "The Danish army was defeated at Lund", "The Swedish army was defeated at Lund"
    )
    assert danish.supported
    assert not swedish.supported


@pytest.mark.anyio
async def test_a_decade_is_gainsaid_by_a_year_outside_it_and_is_no_count_of_seconds() -> None:
    contexts = ["The Pale Kings are an English indie band formed in Leeds in 2003."]
    (formed, denied) = await verdicts(
        contexts,
        "The Pale Kings were formed in the 1990s",
        "The Pale Kings were not formed in the 1990s",
    )
    assert not formed.supported and "2003" in formed.reason
    assert denied.supported


@pytest.mark.anyio
async def test_a_model_letter_that_is_also_a_unit_symbol_stays_in_the_name() -> None:
    contexts = ["The Velo X weighs 14.2 kg.", "The Velo S weighs 11.8 kg and folds in 3 s."]
    await assert_holds_not(
        contexts, "The Velo X is heavier than the Velo S", "The Velo S is heavier than the Velo X"
    )


@pytest.mark.anyio
async def test_a_bridge_through_a_co_founder_needs_no_word_co_in_the_context() -> None:
    contexts = [
        "The Orsa Lab was founded in 1961 by Karl Wend and Mira Tell at Halden University.",
        "Karl Wend (born 1928) is a Danish physicist. He earned his doctorate at Aarhus "
        "University in 1954 and moved to Halden in 1958.",
    ]
    (found,) = await verdicts(
        contexts,
        "The scientist who co-founded the Orsa Lab with Mira Tell earned his doctorate at "
        "Aarhus University",
    )
    assert found.supported


@pytest.mark.anyio
async def test_a_sentence_that_names_no_subject_goes_on_about_its_passages_named_topic() -> None:
    contexts = [
        "Varnholt is a fortified town in Ostmark. During the siege of 1644 the defence was led "
        "by Jorun Lesk.",
        "The Veltro 14 is a laptop made by Ardent. The standard warranty does not cover "
        "accidental liquid damage.",
    ]
    (led, covered, wrong) = await verdicts(
        contexts,
        "Jorun Lesk led the defence of Varnholt",
        "Accidental liquid damage is not covered by the standard warranty on the Veltro 14",
        "Jorun Lesk led the defence of Ostmark",
    )
    assert led.supported and covered.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_passive_sentence_gives_the_verb_its_complement_against_another_elsewhere() -> None:
    contexts = [
        "The Fennholm Bridge is a suspension bridge over the Orrin River. It was designed by "
        "the engineer Matthias Kell and opened in 1936.",
        "Matthias Kell (1888-1959) was a civil engineer who also designed the Sorrel Viaduct.",
    ]
    (bridge, dam) = await verdicts(
        contexts,
        "Matthias Kell designed the Fennholm Bridge",
        "Matthias Kell designed the Orrin Dam",
    )
    assert bridge.supported and not dam.supported
    mayor = [
        "Irena Vasko is the mayor of the city of Pollin. Before that she worked for the "
        "Pollin port authority.",
        "Vasko was born in the mountain village of Drez and moved to Pollin at the age of 18.",
    ]
    (born,) = await verdicts(mayor, "Mayor Irena Vasko was born in the port city of Pollin")
    assert not born.supported  # "was born" is not done to Pollin: it is named after the verb


@pytest.mark.anyio
async def test_a_passage_opening_with_it_goes_on_from_the_passage_before() -> None:
    contexts = [
        "Glass Tide is the 1994 debut album by the English band Northern Arc.",
        "It was recorded in Sheffield over six weeks.",
    ]
    (recorded,) = await verdicts(contexts, "Glass Tide was recorded in Sheffield")
    assert recorded.supported
    (alone,) = await verdicts([contexts[1]], "Glass Tide was recorded in Sheffield")
    assert not alone.supported


@pytest.mark.anyio
async def test_a_passages_topic_stays_in_its_passage() -> None:
    contexts = [
        "Error E4 indicates that the drum unit is worn out.",
        "In the rear tray, paper may jam. Open the rear cover and remove the jammed paper.",
    ]
    (removed,) = await verdicts(contexts, "Error E4 must be removed")
    assert not removed.supported


@pytest.mark.anyio
async def test_a_thing_without_a_name_is_no_topic_for_the_sentences_after_it() -> None:
    contexts = [
        "The heath moth is a species of moth in the family Erebidae, order Lepidoptera. Its "
        "caterpillars feed on crocus leaves. The pale lacewing is a small insect of the family "
        "Chrysopidae, in the order Neuroptera, found in pine forests."
    ]
    (same,) = await verdicts(
        contexts, "The heath moth and the pale lacewing belong to the same insect order"
    )
    assert not same.supported


@pytest.mark.anyio
async def test_a_scale_written_short_counts_and_a_bare_m_stays_metres() -> None:
    contexts = ["The deal was worth $2.5bn. The firm employs 4.2k staff and owns a 40m mast."]
    (deal, staff, mast, wrong) = await verdicts(
        contexts,
        "The deal was worth 2.5 billion dollars",
        "The firm employs 4,200 staff",
        "The firm owns a 40-metre mast",
        "The deal was worth 3.5 billion dollars",
    )
    assert deal.supported and staff.supported and mast.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_the_noun_of_a_name_in_a_later_passage_stands_for_that_name() -> None:
    contexts = [
        "The Oskarvik Lantern Festival is held each February in the fishing town of Oskarvik.",
        "Its central event is the launch of paper lanterns from Brenna Pier. Since 2015 the "
        "festival has permitted only biodegradable lanterns.",
    ]
    (since,) = await verdicts(
        contexts,
        "The Oskarvik Lantern Festival has permitted only biodegradable lanterns since 2015",
    )
    assert since.supported


@pytest.mark.anyio
async def test_a_case_meets_its_bound_though_its_number_stands_elsewhere_in_other_units() -> None:
    contexts = [
        "Employees with at least two years of service may work remotely up to three days a week."
    ]
    await assert_holds_not(
        contexts,
        "Employees with 3 years of service may work remotely",
        "Employees with 1 year of service may work remotely",
    )


@pytest.mark.anyio
async def test_a_claims_own_without_is_read_against_what_the_context_requires() -> None:
    contexts = [
        "Contractors may not access the production database without written approval from the CTO."
    ]
    (free, bound) = await verdicts(
        contexts,
        "Contractors can access the production database without approval",
        "Contractors cannot access the production database without approval",
    )
    assert not free.supported and bound.supported


@pytest.mark.anyio
async def test_a_denial_does_not_reach_a_name_through_a_synonym_of_its_word() -> None:
    contexts = [
        "Korvel Automobile was a Danish car maker founded in 1951 in Aarhus. After a decade "
        "of losses, it filed for bankruptcy in March 2009 and no longer produces cars."
    ]
    # "cars" denies the producing, not "Korvel Automobile" and what else is said of it
    await assert_holds_not(
        contexts,
        "Korvel Automobile went bankrupt in 2009",
        "Korvel Automobile still produces cars",
    )


ROTA = (
    "Under the Corvane rota, T2 covers night shifts and T3 covers weekend shifts. A written "
    "handover is mandatory for T1 and T2 shifts; for T3 it is optional, at the ward manager's "
    "discretion."
)


@pytest.mark.anyio
async def test_the_clause_naming_the_claims_case_gives_its_direction() -> None:
    # "mandatory for T1 and T2; for T3 it is optional": T3 is the second clause's case
    await assert_holds_not(
        [ROTA],
        "A written handover is optional for a T3 shift",
        "A written handover is mandatory for a T3 shift",
    )


@pytest.mark.anyio
async def test_a_passage_opening_under_a_name_speaks_of_it_throughout() -> None:
    contexts = [
        "The Corvane rota is a nurse staffing scheme published in 2019 by Lindqvist Care and "
        "later adopted by several hospitals.",
        ROTA,
    ]
    await assert_holds_not(
        contexts,
        "The Corvane rota makes a written handover mandatory for T2 shifts",
        "The Corvane rota makes a written handover mandatory for T3 shifts",
    )


@pytest.mark.anyio
async def test_a_claim_of_now_compares_the_amount_a_change_brought() -> None:
    contexts = [
        "The Calloway Arena is a basketball venue in Tressock. When it opened in 1962 it had "
        "seating for 4,200 spectators, but a renovation completed in 2005 raised its capacity "
        "to 6,900.",
        "The Dunmore Hall is an indoor arena in Pellby. Its stands hold 5,500 spectators.",
    ]
    await assert_holds_not(
        contexts,
        "The Calloway Arena can currently seat more spectators than the Dunmore Hall",
        "The Dunmore Hall can currently seat more spectators than the Calloway Arena",
    )


@pytest.mark.anyio
async def test_a_claims_own_year_must_fall_after_what_it_says_came_first() -> None:
    contexts = [
        "At the 2001 Nordic Club Championships the rowing crew of Vesterhavn RK won the title. "
        "The crew was coached by Liv Aamodt.",
        "Liv Aamodt was born in Bergen in 1958. She won the Norwegian single sculls title in 1980 "
        "and again in 1983, but a shoulder injury ended her racing career in 1986.",
    ]
    await assert_holds_not(
        contexts,
        "The coach of Vesterhavn RK's 2001 title crew stopped racing in 1986, after a shoulder "
        "injury",
        "The coach of Vesterhavn RK's 2001 title crew stopped racing in 1983, after a shoulder "
        "injury",
    )


@pytest.mark.anyio
async def test_a_plain_allowance_does_not_bear_out_a_claimed_requirement() -> None:
    contexts = [
        "The Tamsett Flexi bond pays 3.8% a year and allows two fee-free transfers per year. "
        "A third transfer in the same year costs a fee of £25."
    ]
    await assert_holds_not(
        contexts,
        "A Tamsett Flexi holder can make two transfers a year without paying a fee",
        "A Tamsett Flexi holder cannot make two transfers a year without paying a fee",
    )


@pytest.mark.anyio
async def test_what_the_context_requires_of_one_group_is_not_required_of_another() -> None:
    contexts = [
        "Adults may take one Orvane tablet every 6 hours. Do not give Orvane to children "
        "under 12 unless prescribed by a doctor.",
        "Patients already on Orvane should not stop taking it without talking to their doctor.",
    ]
    (children, adults, everyone) = await verdicts(
        contexts,
        "Children under 12 cannot take Orvane without a prescription",
        "Adults cannot take Orvane without a prescription",
        "Everyone already on Orvane must not stop taking it without talking to their doctor",
    )
    assert children.supported, children.reason
    assert not adults.supported, adults.reason  # the children's condition is not the adults'
    assert everyone.supported, everyone.reason  # "everyone" stands for whoever it speaks of


@pytest.mark.anyio
async def test_an_age_meets_the_bound_the_context_sets_on_ages() -> None:
    contexts = [
        "Adults and children aged 12 and over may take 1 Dovaprin tablet every 6 hours. Do not "
        "give Dovaprin to children under 12 unless prescribed by a doctor."
    ]
    (older, younger, free, bound) = await verdicts(
        contexts,
        "A 14-year-old may take 1 Dovaprin tablet every 6 hours",
        "A 10-year-old may take 1 Dovaprin tablet every 6 hours",
        "A 14-year-old can take Dovaprin without a prescription",
        "A 14-year-old can not take Dovaprin without a prescription",
    )
    assert older.supported, older.reason
    assert not younger.supported
    assert free.supported, free.reason  # ("A" before a number opening a sentence: the article)
    assert not bound.supported, bound.reason


@pytest.mark.anyio
async def test_a_kind_of_thing_the_context_excepts_is_excepted() -> None:
    contexts = [
        "Locked accounts at Varde Bank are automatically unlocked after 30 minutes, except for "
        "accounts with administrative privileges, which remain locked until reset by the "
        "Service Desk."
    ]
    excepted, plain, kept = await verdicts(
        contexts,
        "A locked administrative account at Varde Bank is unlocked automatically after 30 minutes",
        "A locked account at Varde Bank is unlocked automatically after 30 minutes",
        "A locked administrative account at Varde Bank remains locked until reset by the "
        "Service Desk",
    )
    assert not excepted.supported and "administrative" in excepted.reason
    assert plain.supported, plain.reason
    assert kept.supported, kept.reason


@pytest.mark.anyio
async def test_a_case_meets_a_range_written_with_to() -> None:
    contexts = [
        "Passengers on Orme Rail are entitled to a 50% refund of a single fare if their train "
        "arrives 30 to 59 minutes late."
    ]
    within, above, below = await verdicts(
        contexts,
        "Orme Rail passengers get a 50% refund of a single fare if their train is 42 minutes late",
        "Orme Rail passengers get a 50% refund of a single fare if their train is 72 minutes late",
        "Orme Rail passengers get a 50% refund of a single fare if their train is 20 minutes late",
    )
    assert within.supported, within.reason
    assert not above.supported and not below.supported


@pytest.mark.anyio
async def test_a_number_the_context_gives_only_for_other_cases_is_not_the_cases() -> None:
    contexts = [
        "Under the Orrin Hosting SLA, uptime from 99.0% to below 99.9% earns a 10% credit, "
        "uptime from 95.0% to below 99.0% earns a 25% credit, and uptime below 95.0% earns a "
        "50% credit."
    ]
    right, wrong, higher = await verdicts(
        contexts,
        "A month with 98.2% uptime earns a 25% credit under the Orrin Hosting SLA",
        "A month with 98.2% uptime earns a 10% credit under the Orrin Hosting SLA",
        "A month with 99.5% uptime earns a 10% credit under the Orrin Hosting SLA",
    )
    assert right.supported, right.reason
    assert not wrong.supported and "cases other than 98.2" in wrong.reason
    assert higher.supported, higher.reason


@pytest.mark.anyio
async def test_a_denial_of_more_than_an_amount_is_a_cap_not_a_denial() -> None:
    contexts = [
        "Lumiprex is taken once a day in the morning. Do not take more than one tablet in 24 "
        "hours.",
        "Remote work from outside the country is not permitted for more than 20 working days "
        "per year.",
    ]
    daily, more, most, least = await verdicts(
        contexts,
        "Lumiprex should be taken once a day",
        "You can take more than one Lumiprex tablet in 24 hours",
        "Remote work from outside the country is allowed for at most 20 working days a year",
        "Remote work from outside the country is allowed for at least 20 working days a year",
    )
    assert daily.supported, daily.reason
    assert not more.supported
    assert most.supported, most.reason
    assert not least.supported and "at most 20" in least.reason


@pytest.mark.anyio
async def test_a_case_the_context_excepts_takes_the_denial_not_the_rule() -> None:
    contexts = ["Passwords must be changed every 90 days unless multi-factor login is enabled."]
    (rule, excepted, denied, whole) = await verdicts(
        contexts,
        "Passwords must be changed every 90 days",
        "With multi-factor login enabled, passwords must be changed every 90 days",
        "With multi-factor login enabled, passwords need not be changed every 90 days",
        "Passwords must be changed every 90 days unless multi-factor login is enabled",
    )
    assert rule.supported and not excepted.supported
    assert denied.supported and whole.supported


@pytest.mark.anyio
async def test_non_before_a_word_denies_it() -> None:
    contexts = ["Digital purchases are non-refundable once downloaded."]
    await assert_holds_not(
        contexts,
        "Digital purchases are not refundable once downloaded",
        "Digital purchases are refundable once downloaded",
    )


@pytest.mark.anyio
async def test_roles_are_read_for_a_verb_no_word_list_holds() -> None:
    contexts = ["Tomas Vell was mentored by the painter Anka Dorn during his years in Prague."]
    await assert_holds_not(
        contexts, "Anka Dorn mentored Tomas Vell", "Tomas Vell mentored Anka Dorn"
    )


def test_a_past_form_is_a_verb_by_its_ending_and_a_word_like_hundred_is_not() -> None:
    assert is_verb("tutored") and is_participle("audited") and is_finite_verb("mentored")
    assert not any(is_verb(w) for w in ("hundred", "sacred", "indeed", "red", "naked"))


@pytest.mark.anyio
async def test_life_dates_in_brackets_say_when_someone_was_born_and_died() -> None:
    context = "Elsa Brandt (1911-1998) was a Danish architect."
    (died, born, wrong) = await verdicts(
        [context],
        "Elsa Brandt died in 1998",
        "Elsa Brandt was born in 1911",
        "Elsa Brandt died in 1911",
    )
    assert died.supported and born.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_number_must_count_what_the_claim_says_it_counts() -> None:
    context = "The Arc 5 laptop has 16 GB of memory and 512 GB of storage."
    (storage, memory) = await verdicts(
        [context], "The Arc 5 laptop has 512 GB storage", "The Arc 5 laptop has 16 GB storage"
    )
    assert storage.supported
    assert not memory.supported


@pytest.mark.anyio
async def test_a_word_said_only_in_a_denial_is_not_support() -> None:
    context = "It can only be reached by ferry from Santa Teresa; there is no bridge."
    (ferry, bridge) = await verdicts(
        [context], "It can only be reached by ferry", "A bridge connects it to Santa Teresa"
    )
    assert ferry.supported
    assert not bridge.supported


@pytest.mark.anyio
async def test_one_word_of_a_closed_set_for_another_is_a_change() -> None:
    context = "King Eadric was succeeded by his son Edmund. The syndrome affects the kidneys."
    (son, brother, organ) = await verdicts(
        [context],
        "King Eadric was succeeded by his son Edmund",
        "King Eadric was succeeded by his brother Edmund",
        "The syndrome affects the liver",
    )
    assert son.supported
    assert not brother.supported and not organ.supported


@pytest.mark.anyio
async def test_summary_sentences_are_split_into_their_claims() -> None:
    found = await statements(
        "Summarise the article.",
        "Wilko, the retail chain founded in Leicester in 1930, has gone into administration. "
        "A storm hit the coast on Saturday, cutting power to 60,000 homes. "
        "Halla Tomasdottir beat Katrin Jakobsdottir, who took 25%. "
        "Inflation eased to 4.2% in May, INDEC reported.",
    )
    assert found == (
        "Wilko has gone into administration",
        "Wilko is the retail chain founded in Leicester in 1930",
        "A storm hit the coast on Saturday",
        "A storm cut power to 60,000 homes",
        "Halla Tomasdottir beat Katrin Jakobsdottir",
        "Katrin Jakobsdottir took 25%",
        "Inflation eased to 4.2% in May",
        "INDEC reported",
    )


@pytest.mark.anyio
async def test_an_answer_said_with_its_subject_needs_not_the_question_wording() -> None:
    context = "Ashby Corn Exchange opened in 1861 in the Italianate style, designed by Edwin Hale."
    (right, absent) = await verdicts(
        [context],
        "The Ashby Corn Exchange is built in Italianate",
        "The Ashby Corn Exchange is built in Beaux Arts",
    )
    assert right.supported, right.reason
    assert not absent.supported and "beaux arts" in absent.reason.lower()


@pytest.mark.anyio
async def test_an_amount_of_the_next_sentence_is_not_a_rival_of_this_one() -> None:
    context = (
        "For adults, the usual dose of Velorin is 200 mg to 400 mg every four to six hours. "
        "Do not take more than 1200 mg in 24 hours."
    )
    (right, wrong) = await verdicts(
        [context],
        "Adults should not take more than 1200 mg of Velorin in 24 hours",
        "Adults should not take more than 1600 mg of Velorin in 24 hours",
    )
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_the_common_noun_of_a_name_said_before_stands_for_it() -> None:
    context = (
        "A lost map of the Fens has been found in a barn, the Wisbech Town Museum said. "
        "The farmers will lend the map to the museum for a show in May."
    )
    two = context + " The Ely Folk Museum has asked for it too."
    (lent,) = await verdicts([context], "The farmers will lend the map to the Wisbech Town Museum")
    (ambiguous,) = await verdicts([two], "The farmers will lend the map to the Wisbech Town Museum")
    assert lent.supported, lent.reason
    assert not ambiguous.supported


@pytest.mark.anyio
async def test_a_denial_inside_a_relative_clause_does_not_deny_the_sentence() -> None:
    context = "The buyers, who asked not to be named, will donate the violin to the conservatory."
    (donate, refuse) = await verdicts(
        [context],
        "The buyers will donate the violin to the conservatory",
        "The buyers will not donate the violin to the conservatory",
    )
    assert donate.supported, donate.reason
    assert not refuse.supported


@pytest.mark.anyio
async def test_a_name_and_its_initials_name_the_same_thing() -> None:
    context = (
        "The European Space Agency's Vireo probe launched from Kourou in May 2025, after the "
        "United Arab Emirates launched its own mission."
    )
    (initials, spelled, other) = await verdicts(
        [context],
        "ESA's Vireo probe launched from Kourou in May 2025",
        "The probe launched after the UAE launched its own mission",
        "The probe launched after the USA launched its own mission",
    )
    assert initials.supported, initials.reason
    assert spelled.supported, spelled.reason
    assert not other.supported


# --- graded verdicts ------------------------------------------------------------------------

MUSEUM = "The museum opened in 1958 in Osaka. Its first director was Emi Sato."


@pytest.mark.anyio
async def test_a_statement_said_in_one_breath_has_full_support() -> None:
    (said,) = await verdicts([MUSEUM], "The museum opened in 1958 in Osaka")
    assert said.supported and said.degree == 1.0


@pytest.mark.anyio
async def test_unsupported_degrees_fall_with_the_weight_of_the_evidence_against() -> None:
    absent_word, absent_name, opposite = await verdicts(
        [MUSEUM],
        "Emi Sato was the museum's first curator",
        "The museum's first director was Hiro Tanaka",
        "The museum did not open in 1958",
    )
    assert not (absent_word.supported or absent_name.supported or opposite.supported)
    assert absent_word.degree is not None and absent_name.degree is not None
    assert opposite.degree is not None
    assert 0.45 >= absent_word.degree > absent_name.degree > 0
    assert absent_word.degree > opposite.degree > 0


@pytest.mark.anyio
async def test_a_word_the_answer_brings_itself_weighs_more_than_one_its_question_gave_it() -> None:
    context = (
        "The Varnholt Bridge was designed by the engineer Anka Dorn and opened in 1921. It "
        "carries a railway over the Lesk river."
    )
    question = "Which engineer sketched and financed the crossing?"
    statements = (
        "The engineer who sketched and financed the crossing was Anka Dorn",
        "The engineer who sketched and financed the crossing was Anka Dorn, a wealthy baroness",
        "Anka Dorn sketched the Varnholt Bridge",
        "Anka Dorn painted the Varnholt Bridge",
    )
    plain = await value(VerifyStatements((context,), statements))
    asked = await value(VerifyStatements((context,), statements, question))
    # the decisions are the question's no more than before
    assert [v.supported for v in asked] == [v.supported for v in plain]
    assert [v.supported for v in plain] == [False, False, True, True]
    premise, own = (v.degree for v in asked[:2])
    assert premise == plain[0].degree  # its missing words are all the question's
    assert own is not None and plain[1].degree is not None and own < plain[1].degree / 2
    # supported alike without the question: "sketched" is the question's, "painted" its own
    assert plain[2].degree == plain[3].degree
    given, brought = (v.degree for v in asked[2:])
    assert given == plain[2].degree
    assert brought is not None and given is not None and 0.9 <= brought < given


@pytest.mark.anyio
async def test_an_answer_standing_beside_other_words_is_less_supported() -> None:
    context = (
        "The Salt House is a novel by Ana Lobo. It was translated into English by Paul Dent "
        "and into German by Karl Weiss."
    )
    right, beside = await verdicts(
        [context],
        "The Salt House was translated into English by Paul Dent",
        "The Salt House was translated into English by Karl Weiss",
    )
    assert right.degree is not None and right.degree > 0.98
    assert beside.degree is not None and 0.9 <= beside.degree < right.degree


@pytest.mark.anyio
async def test_a_plain_local_judge_gives_yes_or_no() -> None:
    question = VerifyStatements((MUSEUM,), ("The museum opened in 1958", "It opened in 1961"))
    (answer,) = await LocalJudge(graded=False).answer([question])
    assert [(v.supported, v.degree) for v in answer.value] == [(True, None), (False, None)]


@pytest.mark.anyio
async def test_a_verb_the_context_says_only_in_a_negated_clause_is_the_opposite() -> None:
    context = (
        "Although her debut novel was shortlisted for the Veld Prize in 2006, it did not win; "
        "her first major award came in 2012."
    )
    won, shortlisted = await verdicts(
        [context],
        "Her debut novel won the 2006 Veld Prize",
        "Her debut novel was shortlisted for the 2006 Veld Prize",
    )
    assert not won.supported and "opposite" in won.reason
    assert shortlisted.supported


@pytest.mark.anyio
async def test_an_opposite_in_the_closest_sentence_lowers_an_unsupported_statement() -> None:
    context = (
        "The Harbour Line trams, built by Kessel in Austria, run between the old port and the "
        "university every ten minutes, and each tram carries a conductor."
    )
    kept, flipped = await verdicts(
        [context],
        "Kessel trams run between the port and the campus every ten minutes with a conductor "
        "on every vehicle and free wifi",
        "Kessel trams run between the port and the campus every ten minutes with no conductor "
        "on any vehicle and free wifi",
    )
    assert not kept.supported and not flipped.supported  # too much of each is not there
    assert kept.degree is not None and flipped.degree is not None
    assert flipped.degree < kept.degree / 2


@pytest.mark.anyio
async def test_a_changed_part_of_a_long_paraphrase_lowers_it() -> None:
    context = (
        "Selby Port is testing self-driving ferries on a 2 km crossing between the harbour and "
        "the island. Each ferry will have a pilot on board during the trial, which lasts six "
        "months. Tickets are free."
    )
    opening = (
        "Selby Port has begun a half-year pilot of autonomous ferries across a 2 km route "
        "joining the harbour to the"
    )
    kept, negated, moved = await verdicts(
        [context],
        f"{opening} island, with a pilot on board each ferry",
        f"{opening} island, with no pilot on board any ferry",
        f"{opening} mainland, with a pilot on board each ferry",
    )
    # Paraphrased too freely to be decided supported, yet the faithful one holds more.
    assert not (kept.supported or negated.supported or moved.supported)
    assert kept.degree is not None and negated.degree is not None and moved.degree is not None
    assert kept.degree > moved.degree > negated.degree


@pytest.mark.anyio
async def test_two_amounts_swapped_between_their_subjects_are_noticed() -> None:
    context = (
        "A cup of brewed coffee holds about 95 milligrams of caffeine, while a cup of black "
        "tea holds about 47 milligrams."
    )
    right, swapped = await verdicts(
        [context],
        "Coffee has more caffeine: about 95 mg per cup, against about 47 mg for tea",
        "Tea has more caffeine: about 95 mg per cup, against about 47 mg for coffee",
    )
    assert not swapped.supported
    assert right.strength > swapped.strength


@pytest.mark.anyio
async def test_pieces_said_across_a_clause_break_are_less_closely_said() -> None:
    context = (
        "Marrow and Kestrel are rival drone makers. Marrow is headquartered in Leeds, England, "
        "while Kestrel is based in Cork, Ireland."
    )
    own, other = await verdicts(
        [context], "Kestrel is based in Cork, Ireland", "Kestrel is headquartered in Leeds, England"
    )
    assert own.supported and own.strength >= 0.95
    assert other.strength < own.strength


@pytest.mark.parametrize(
    ("context", "same", "flipped"),
    [
        (
            "Farmers reported weak harvests of wheat and barley.",
            "Farmers reported weak wheat and barley harvests",
            "Farmers reported strong wheat and barley harvests",
        ),
        (
            "The clinic mainly serves elderly residents of the valley.",
            "The clinic mainly serves the valley's elderly residents",
            "The clinic mainly serves the valley's young residents",
        ),
        (
            "Helmets are mandatory for all riders on the track.",
            "Helmets are mandatory for every rider on the track",
            "Helmets are optional for every rider on the track",
        ),
    ],
)
@pytest.mark.anyio
async def test_an_adjective_turned_into_its_opposite_is_not_supported(
    context: str, same: str, flipped: str
) -> None:
    kept, turned = await verdicts([context], same, flipped)
    assert kept.supported
    assert not turned.supported


@pytest.mark.anyio
async def test_the_same_founder_or_agency_is_decided_from_what_each_is_given() -> None:
    schools = [
        "Larkspur Academy is a boarding school founded in 1910 by Edith Crane.",
        "Morrow Institute is a technical college founded in 1923 by Alan Petrie.",
    ]
    same, different = await verdicts(
        schools,
        "Larkspur Academy and Morrow Institute share the same founder",
        "Larkspur Academy and Morrow Institute do not share the same founder",
    )
    assert not same.supported and different.supported
    probes = [
        "Corvid-3 is a space probe launched in 2009 by the European Space Agency.",
        "The Tamsin lander was built and launched by NASA in 2011.",
    ]
    (one_agency,) = await verdicts(
        probes, "Corvid-3 and the Tamsin lander were launched by the same space agency"
    )
    assert not one_agency.supported


@pytest.mark.anyio
async def test_a_sentence_saying_it_in_so_many_words_outweighs_one_that_shares_its_words() -> None:
    contexts = [
        "Starter tier: includes email support and 10 GB of storage. Phone support is not "
        "included in the Starter tier.",
        "Pro tier: includes everything in Starter, plus phone support and 1 TB of storage.",
    ]
    (stated,) = await verdicts(contexts, "Phone support is not included in the Starter tier")
    assert stated.supported


@pytest.mark.anyio
async def test_a_no_to_a_comparison_question_is_a_negated_comparison() -> None:
    question = "Is Tarn Island larger in area than Greater Rook?"
    contexts = (
        "Tarn Island covers 46 square kilometres.",
        "Greater Rook covers 58 square kilometres.",
    )
    (statement,) = await value(ExtractStatements(question, "No."))
    assert statement == "Tarn Island is not larger in area than Greater Rook"
    no, yes = await verdicts(contexts, statement, statement.replace(" not", ""))
    assert no.supported and not yes.supported


@pytest.mark.anyio
async def test_a_common_noun_opening_a_statement_is_not_taken_for_a_name() -> None:
    context = "Elections made during this window take effect on 1 January 2025."
    (opening,) = await verdicts([context], "Benefit elections take effect on 1 January 2025")
    assert "Benefit" not in opening.reason
    assert opening.strength > 0.3


@pytest.mark.anyio
async def test_a_name_holding_the_whole_relation_elsewhere_is_a_rival() -> None:
    contexts = [
        "In 1902 Ida Calloway founded the Wexmoor Gazette, hiring her cousin Piet Ambler as "
        "its first editor. Piet Ambler ran the Wexmoor Gazette until 1915, when he was "
        "succeeded by Rosa Tindall."
    ]
    right, wrong = await verdicts(
        contexts,
        "The first editor of the Wexmoor Gazette was Piet Ambler",
        "The first editor of the Wexmoor Gazette was Rosa Tindall",
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_agents_swapped_between_two_passive_verbs_are_caught() -> None:
    context = (
        "The Pale Orchard is a comic series. It is written by Lena Okafor and drawn by Theo Brandt."
    )
    right, swapped = await verdicts(
        [context],
        "The Pale Orchard is written by Lena Okafor",
        "The Pale Orchard is written by Theo Brandt and drawn by Lena Okafor",
    )
    assert right.supported
    assert not swapped.supported
    assert "Lena Okafor" in swapped.reason


@pytest.mark.anyio
async def test_a_dated_agent_is_the_agent_not_a_name_of_the_next_clause() -> None:
    context = (
        "Fenwick Brothers was a family bank. It was bought in 1921 by the Aldgate Savings "
        "Bank, which itself merged with the Northern Counties Bank in 1948."
    )
    right, wrong = await verdicts(
        [context],
        "Fenwick Brothers was bought by the Aldgate Savings Bank",
        "Fenwick Brothers was bought by the Northern Counties Bank",
    )
    assert right.supported
    assert not wrong.supported
    assert "Aldgate Savings Bank" in wrong.reason


@pytest.mark.anyio
async def test_an_agent_of_one_verb_is_not_the_agent_of_the_next_clause_verb() -> None:
    context = (
        "The Orrin Library is a public library in Tassel. It was designed by the architect "
        "Mara Quist and inaugurated by Mayor Felix Dorn on 3 May 2001."
    )
    right, wrong = await verdicts(
        [context],
        "The library was inaugurated by Mayor Felix Dorn",
        "The library was inaugurated by its architect, Mara Quist",
    )
    assert right.supported
    assert not wrong.supported
    assert "Felix Dorn" in wrong.reason


@pytest.mark.anyio
async def test_a_noun_of_the_verb_beside_the_name_is_no_other_agent() -> None:
    context = (
        "At the time of the final, Harrow Vale was managed by Colin Frayne, while Dunmore "
        "Athletic's manager was Ian Goddard."
    )
    (verdict,) = await verdicts([context], "Dunmore Athletic was managed by Ian Goddard")
    assert verdict.supported, verdict.reason


@pytest.mark.anyio
async def test_a_number_said_of_another_name_grades_lower_than_one_said_of_the_claims() -> None:
    contexts = [
        "Tarsa is the innermost of the four moons of Vell. It orbits the planet roughly every "
        "1.77 days.",
        "The moons were found in 1610. Besides Tarsa they are Enno, Gath and Cally; Gath, the "
        "largest, takes about 7.15 days to complete one orbit.",
    ]
    right, wrong = await verdicts(
        contexts,
        "Tarsa takes about 1.77 days to orbit Vell",
        "Tarsa takes about 7.15 days to orbit Vell",
    )
    assert not right.supported and not wrong.supported
    assert right.degree is not None and wrong.degree is not None
    assert right.degree > wrong.degree


@pytest.mark.anyio
async def test_an_amount_the_context_gives_by_subtraction_grades_above_a_wrong_one() -> None:
    contexts = [
        "At the end of 2019 the Tarrow Credit Union held deposits of 412 million dollars.",
        "By the end of 2022 its deposits had reached 538 million dollars, helped by new "
        "savings accounts.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The Tarrow Credit Union's deposits grew by 126 million dollars",
        "The Tarrow Credit Union's deposits grew by 136 million dollars",
    )
    assert not right.supported and not wrong.supported  # a hint for grading, not support
    assert right.degree is not None and wrong.degree is not None
    assert right.degree > wrong.degree
    # amounts of other units are no operands: of metres for dollars, of metres with people
    for contexts, claims in (
        (
            ["The Vell Bridge is 412 metres long and the Orm Bridge is 538 metres long."],
            ("The Orm Bridge toll rose by 126 dollars", "The Orm Bridge toll rose by 136 dollars"),
        ),
        (
            ["The Kessel ferry carries 412 passengers. It sails 538 kilometres a week."],
            ("The Kessel ferry's count rose by 126", "The Kessel ferry's count rose by 136"),
        ),
    ):
        first, second = await verdicts(contexts, *claims)
        assert first.degree == second.degree


@pytest.mark.anyio
async def test_years_between_events_of_two_passages_are_their_span() -> None:
    contexts = [
        "Velomycin was discovered in September 1938 by Ilsa Brandt at St Olaf's Hospital in "
        "Aarhus, when she noticed that a Torula mould contaminating a culture plate had killed "
        "the surrounding Listeria colonies. Methods for purifying and mass-producing the drug "
        "were developed in the early 1950s by a team at the University of Lund.",
        "Dame Ilsa Brandt (6 August 1899 - 11 March 1970) was a Danish physician born at "
        "Elmgaard farm near Skive, Jutland. In 1932 she reported the discovery of corvase, an "
        "antibacterial enzyme found in tears, saliva and nasal mucus. She shared the 1955 "
        "Larsen Prize in Physiology or Medicine with Per Holm and Ane Dahl.",
    ]
    # six is also a day of the month there, which is not what the claim counts
    await assert_holds_not(
        contexts,
        "The scientist who discovered it reported six years before her discovery of "
        "velomycin the enzyme corvase",
        "The scientist who discovered it reported seven years before her discovery of "
        "velomycin the enzyme corvase",
    )
    # 1955 to 1970 is fifteen years, but neither is the year of a discovery or a report
    (unrelated,) = await verdicts(
        contexts,
        "The scientist who discovered it reported fifteen years before her discovery of "
        "velomycin the enzyme corvase",
    )
    assert not unrelated.supported


@pytest.mark.anyio
async def test_a_verb_given_another_complement_is_not_borne_out() -> None:
    contexts = [
        "The Vesper shrike breeds in the pine forests of the Harrow Hills. It migrates each "
        "autumn to the coastal scrublands of Ossary, a journey of 2,400 kilometres."
    ]
    await assert_holds_not(
        contexts,
        "The Vesper shrike migrates to the coastal scrublands of Ossary each autumn",
        "The Vesper shrike migrates to the pine forests of the Harrow Hills each autumn",
    )


@pytest.mark.anyio
async def test_a_club_named_elsewhere_is_not_the_club_joined() -> None:
    contexts = [
        "Emeka Salazar is a former forward. He played for Vostra United and then joined "
        "Dynamo Pesk. After retiring he coached the youth team of Real Montesa."
    ]
    await assert_holds_not(
        contexts,
        "Emeka Salazar joined Dynamo Pesk after leaving Vostra United",
        "Emeka Salazar joined Real Montesa after leaving Vostra United",
    )


@pytest.mark.anyio
async def test_a_name_another_verb_leads_to_is_not_the_complement_given() -> None:
    contexts = [
        "The Sallow River rises at Lake Fenner in the Oster Hills and runs north for 90 "
        "kilometres before draining into Lake Brume."
    ]
    await assert_holds_not(
        contexts,
        "The Sallow River drains into Lake Brume",
        "The Sallow River drains into Lake Fenner",
    )


@pytest.mark.anyio
async def test_a_place_joined_after_working_elsewhere_is_a_place_worked_at() -> None:
    contexts = [
        "Ruth Ambler worked at the shipping firm Calder Lines and then at the bank Orwin & "
        "Cole before joining the hedge fund Tessel Partners in 2001."
    ]
    (right,) = await verdicts(contexts, "Ruth Ambler worked at Tessel Partners")
    assert right.supported


@pytest.mark.anyio
async def test_a_team_won_against_is_a_team_beaten() -> None:
    contexts = ["Castor Athletic won the final against Marlow Town after beating Trent Rovers."]
    (right,) = await verdicts(contexts, "Castor Athletic beat Marlow Town")
    assert right.supported


@pytest.mark.anyio
async def test_a_birthplace_after_a_date_is_the_birthplace() -> None:
    contexts = [
        "The Orrin Viaduct was designed by the engineer Paul Vire together with the "
        "architect Mara Quist, and it opened on 14 December 2004.",
        "Mara Quist was born on 1 June 1935 in Stockport, then part of Cheshire. After "
        "leaving school at 16 she worked in the treasurer's office of Manchester Town Hall "
        "before studying architecture at the University of Manchester.",
    ]
    await assert_holds_not(
        contexts,
        "Mara Quist was born in Stockport",
        "Mara Quist was born in Manchester, where she later studied architecture at the university",
    )


@pytest.mark.anyio
async def test_a_complement_beside_the_claims_own_is_no_substitute() -> None:
    contexts = ["The Orrin Line connects Tassel to the harbour town of Brenn."]
    # Both towns stand with "connects": the claim's is said, in another order.
    (verdict,) = await verdicts(contexts, "The Orrin Line connects Brenn to Tassel")
    assert "for that, not" not in verdict.reason


@pytest.mark.anyio
async def test_a_case_named_apart_overrides_the_general_rule() -> None:
    contexts = [
        "Orrin Freight expense policy: All employees must file travel claims within 30 days "
        "of returning. Claims above 500 EUR need a manager's approval.",
        "Addendum for the Night Logistics division: because of rotating shifts, Night "
        "Logistics employees may file travel claims within 45 days of returning.",
    ]
    right, wrong = await verdicts(
        contexts,
        "Night Logistics employees at Orrin Freight must file travel claims within 45 days",
        "Night Logistics employees at Orrin Freight must file travel claims within 30 days",
    )
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_the_name_a_passage_is_about_is_no_case_apart() -> None:
    contexts = [
        "Orrin Freight Employee Handbook - Annual leave: Full-time employees accrue 25 days "
        "of paid annual leave per year. Up to 5 unused days may be carried over into the next "
        "calendar year; any remainder is forfeited.",
        "Employees with more than ten years of service receive 3 additional days of leave.",
    ]
    (verdict,) = await verdicts(
        contexts, "5 unused annual leave days can an Orrin Freight employee carry over"
    )
    assert verdict.supported, verdict.reason


@pytest.mark.anyio
async def test_a_gap_stated_between_two_dates_must_be_the_gap_between_them() -> None:
    contexts = [
        "The Orrin brothers made the first powered flight of the Vell valley on 17 December 1903.",
        "Lena Brisk flew across the Tarn estuary on 25 July 1909.",
    ]
    right, wrong = await verdicts(
        contexts,
        "Lena Brisk flew across the estuary on 25 July 1909, about five and a half years "
        "after the Orrin brothers' first flight on 17 December 1903",
        "Lena Brisk flew across the estuary on 25 July 1909, about six and a half years "
        "after the Orrin brothers' first flight on 17 December 1903",
    )
    assert right.supported, right.reason
    assert not wrong.supported
    assert "not 6.5 years apart" in wrong.reason


@pytest.mark.anyio
async def test_a_gap_between_other_years_than_the_compared_ones_is_not_checked() -> None:
    contexts = [
        "Anders Moll (born 15 May 1987) is a former tennis player. He turned professional in 2005.",
        "Piet Vane (born 28 March 1985) is a tennis player. He turned professional in 2002.",
    ]
    (verdict,) = await verdicts(
        contexts,
        "Piet Vane turned professional first, in 2002, three years before Anders Moll",
    )
    assert "apart" not in verdict.reason


@pytest.mark.anyio
async def test_a_value_said_of_before_a_change_is_the_value_it_changed_from() -> None:
    contexts = ["The Orrin index was expanded from 30 to 40 companies in September 2021."]
    now, before = await verdicts(
        contexts,
        "The Orrin index has 40 companies",
        "The Orrin index had 40 companies before its 2021 expansion",
    )
    assert now.supported, now.reason
    assert not before.supported
    assert "changed from 30 to 40" in before.reason


@pytest.mark.anyio
async def test_the_vice_chair_does_not_chair() -> None:
    contexts = [
        "The Capital Committee of Orrin Marine meets monthly. It is chaired by chief "
        "financial officer Maren Aasen, with chief operating officer Tobias Lind as vice-chair "
        "and head of procurement Siri Holm as secretary."
    ]
    await assert_holds_not(
        contexts,
        "The Capital Committee is chaired by chief financial officer Maren Aasen",
        "The Capital Committee is chaired by chief operating officer Tobias Lind",
    )


@pytest.mark.anyio
async def test_a_bare_title_before_the_agent_keeps_it_the_agent() -> None:
    contexts = [
        "The Orrin Quartet is a folk band of singer Ruth Adeyemi and guitarist Cole Barker.",
        "Tide Line is the second album by the Orrin Quartet, released in 2021. Drums on the "
        "album were played by session musician Lorenzo Pike, while Cole Barker also produced "
        "the record.",
    ]
    right, wrong = await verdicts(
        contexts,
        "Drums on Tide Line were played by Lorenzo Pike",
        "Drums on Tide Line were played by guitarist Cole Barker",
    )
    assert right.supported
    assert not wrong.supported
    assert "Lorenzo Pike" in wrong.reason


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("question", "answer", "expected"),
    [
        (
            "Which composer lived longer, Hanna Vorst or Ilse Brun?",
            "Ilse Brun",
            "Ilse Brun lived longer than Hanna Vorst",
        ),
        (
            "Which opera premiered earlier, The Glass Bell or Northern Lamps?",
            "The Glass Bell",
            "The Glass Bell premiered earlier than Northern Lamps",
        ),
    ],
)
async def test_a_which_question_with_a_comparative_adverb_keeps_its_verb(
    question: str, answer: str, expected: str
) -> None:
    assert await value(ExtractStatements(question, answer)) == (expected,)


@pytest.mark.anyio
async def test_who_lived_longer_is_decided_from_the_life_spans() -> None:
    contexts = [
        "Hanna Vorst (1801-1849) was a composer of songs.",
        "Ilse Brun (1810-1880) was a composer and organist.",
    ]
    right, wrong = await verdicts(
        contexts,
        "Ilse Brun lived longer than Hanna Vorst",
        "Hanna Vorst lived longer than Ilse Brun",
    )
    assert right.supported and "70 years" in right.reason
    assert not wrong.supported
    # the years may stand a few words after "born" and "died", past a place and a day
    written = [
        "Hanna Vorst was born in Tessel on 3 March 1801 and died in Arden on 9 May 1849.",
        "Ilse Brun was born in Arden on 12 June 1810 and died there on 2 April 1880.",
    ]
    right, wrong = await verdicts(
        written,
        "Hanna Vorst was younger at the time of her death than Ilse Brun",
        "Ilse Brun was younger at the time of her death than Hanna Vorst",
    )
    assert right.supported and not wrong.supported


@pytest.mark.anyio
async def test_a_do_question_finds_a_verb_of_policy_language() -> None:
    (statement,) = await value(
        ExtractStatements("Did the Harbour Safety Act of 1962 regulate private jetties?", "No.")
    )
    assert statement == "The Harbour Safety Act of 1962 did not regulate private jetties"


@pytest.mark.anyio
async def test_two_things_named_in_lower_case_are_compared_for_the_same_value() -> None:
    context = (
        "The amber skimmer is a dragonfly of the family Libellulidae, in the order Odonata. "
        "The dune cricket is a pale insect of the family Gryllidae, in the order Orthoptera."
    )
    same, different = await verdicts(
        [context],
        "The amber skimmer and the dune cricket belong to the same order",
        "The amber skimmer and the dune cricket do not belong to the same order",
    )
    assert not same.supported
    assert different.supported


@pytest.mark.anyio
async def test_a_buyer_and_its_described_target_keep_their_roles() -> None:
    context = "Halvorsen Foods has agreed to buy the organic tea maker Birchwood Leaf."
    right, swapped = await verdicts(
        [context],
        "Halvorsen Foods is buying Birchwood Leaf",
        "Birchwood Leaf is buying tea maker Halvorsen Foods",
    )
    assert right.supported
    assert not swapped.supported


@pytest.mark.anyio
async def test_who_was_ordered_to_pay_is_read_past_an_apposition() -> None:
    context = (
        "A court in York ruled that Dray Motors, a van maker, must pay 90,000 pounds to the "
        "courier firm Swiftpath."
    )
    right, swapped = await verdicts(
        [context],
        "A York judge ordered van maker Dray Motors to pay courier firm Swiftpath 90,000 pounds",
        "A York judge ordered courier firm Swiftpath to pay van maker Dray Motors 90,000 pounds",
    )
    assert right.supported
    assert not swapped.supported
    assert "Dray Motors" in swapped.reason


@pytest.mark.anyio
async def test_a_comparison_of_things_named_in_lower_case_is_decided() -> None:
    contexts = [
        "The reed warbler weighs 10 to 15 grams and nests in reed beds.",
        "The Corran jay is a forest bird weighing 150 to 190 grams.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The Corran jay is heavier than the reed warbler",
        "The reed warbler is heavier than the Corran jay",
    )
    assert right.supported and "reed warbler 10" in right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_durations_in_different_units_are_compared() -> None:
    (statement,) = await value(
        ExtractStatements("Which wine is aged longer, Morvel or Teska?", "Morvel")
    )
    assert statement == "Morvel is aged longer than Teska"
    contexts = [
        "Morvel is a red wine aged for at least two years in oak.",
        "Teska is a white wine that is aged for only five months in steel tanks.",
    ]
    right, wrong = await verdicts(contexts, statement, "Teska is aged longer than Morvel")
    assert right.supported and "days" in right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_the_amounts_compared_are_the_ones_said_of_the_same_thing() -> None:
    contexts = [
        "Lake Dunmere is a glacial lake. It covers an area of 40 square kilometres.",
        "Lake Ashby lies 25 kilometres east of Lake Dunmere. With a surface area of 70 "
        "square kilometres it is the largest lake of the region.",
    ]
    right, wrong = await verdicts(
        contexts,
        "Lake Ashby is larger than Lake Dunmere",
        "Lake Dunmere is larger than Lake Ashby",
    )
    assert right.supported and "70" in right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_after_a_clause_is_a_time_not_a_comparison() -> None:
    contexts = [
        "The Larch Tree were a folk band formed in 1968.",
        "Rhona Kell left in 1972, and the band went on as a four-piece.",
        "Winter Fields, their first album, came out in 1969; Salt Lanes followed in 1971.",
    ]
    clause, comparison = await verdicts(
        contexts,
        "The Larch Tree had four members after Rhona Kell left",
        "Salt Lanes came out after Winter Fields",
    )
    assert "other way round" not in clause.reason
    assert comparison.supported and "1971" in comparison.reason


@pytest.mark.anyio
async def test_a_name_shared_by_two_passages_carries_a_two_step_fact() -> None:
    accord = [
        "The Oberlin Accord of 1891 was a trade agreement between two duchies. It was "
        "negotiated over six weeks at the Villa Serra on the shore of Lake Orta.",
        "Villa Serra is a 17th-century residence in the town of Castello.",
    ]
    (carried,) = await verdicts(accord, "The Oberlin Accord was negotiated in Castello")
    assert carried.supported  # Lake Orta only says where the villa is
    film = [
        "Blue Meridian is a 2004 drama directed by Hana Kovac and starring Otto Lindqvist.",
        "Hana Kovac is a director born in Brno in 1961. Otto Lindqvist is an actor born in "
        "Uppsala in 1970.",
    ]
    right, wrong = await verdicts(
        film,
        "The director of Blue Meridian was born in Brno",
        "The director of Blue Meridian was born in Uppsala",
    )
    assert right.supported
    assert not wrong.supported  # the shared name stands with no word of the claim


@pytest.mark.anyio
async def test_a_name_is_not_held_by_a_longer_name_it_is_part_of() -> None:
    accord = [
        "The Oberlin Accord of 1891 was a trade agreement between two duchies. It was "
        "negotiated over six weeks at the Villa Serra on the shore of Lake Orta."
    ]
    (wrong,) = await verdicts(accord, "The Oberlin Accord was negotiated in Oberlin")
    assert not wrong.supported
    assert "only as part of Oberlin Accord" in wrong.reason
    hikers = [
        "Hikers Ansel Moor and Priya Varnakar were caught in fog on Orme Ridge. Priya "
        "Varnakar injured her ankle there. Professor Ilse Marn chaired the rescue inquiry."
    ]
    again, other = await verdicts(
        hikers,
        "Ansel Moor and Priya Varnakar were caught in fog on Orme Ridge, where Varnakar "
        "injured her ankle",
        "Professor Ilse Marn chaired the rescue inquiry into Ilse Marn",
    )
    assert again.supported, again.reason  # a surname names the one just named in full
    assert "only as part of" in other.reason  # a full name inside a longer one does not


@pytest.mark.anyio
async def test_a_sentence_opening_with_a_common_noun_refers_back() -> None:
    context = (
        "'Lantern Bay' is a 1979 single by the singer Ines Morrow. The song was written by "
        "Morrow's producer Karl Weiss."
    )
    right, wrong = await verdicts(
        [context],
        "'Lantern Bay' was written by Karl Weiss",
        "'Lantern Bay' was written by Ines Morrow",
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_the_agent_after_a_description_is_the_name_described() -> None:
    context = "Halvard disease was first described by the Norwegian physician Ole Sand in 1931."
    (right,) = await verdicts([context], "Ole Sand described Halvard disease in 1931")
    assert right.supported
    band = [
        "The band consists of singer Ada Lind, drummer Pia Holm and bassist Eli Berg.",
        "Their debut single, 'Cold Rivers', was written by Eli Berg and released in 2015.",
    ]
    right, wrong = await verdicts(
        band,
        "'Cold Rivers' was written by the band's bassist, Eli Berg",
        "'Cold Rivers' was written by the band's drummer, Pia Holm",
    )
    assert right.supported
    assert not wrong.supported
    assert "Eli Berg" in wrong.reason


@pytest.mark.anyio
async def test_a_pronoun_stands_for_the_full_name_used_earlier() -> None:
    contexts = [
        "A nurse has become the oldest woman to finish the Rimeback Ultra. Greta Solvang "
        "crossed the line on Sunday.",
        "Solvang only took up running at the age of 55. Solvang said she trained by running "
        "to work. She has no plans to stop and has already entered a race next year.",
    ]
    (right,) = await verdicts(contexts, "Greta Solvang has already entered a race next year")
    assert right.supported  # "She" is Solvang, and the context calls her Greta Solvang


@pytest.mark.anyio
async def test_where_something_is_based_keeps_its_participle() -> None:
    statements = await value(
        ExtractStatements("Where is the parent company of Greenleaf Foods based?", "Denver")
    )
    assert statements == ("The parent company of Greenleaf Foods is based in Denver",)


@pytest.mark.anyio
async def test_a_comparison_with_its_sides_swapped_is_the_opposite() -> None:
    context = (
        "Orlen fever is a rare infection of the inner ear. It is about three times more "
        "common in children than in adults."
    )
    right, swapped = await verdicts(
        [context],
        "Orlen fever is about three times more common in children than in adults",
        "Orlen fever is about three times more common in adults than in children",
    )
    assert right.supported
    assert not swapped.supported
    assert "other way round" in swapped.reason


@pytest.mark.anyio
async def test_the_answer_follows_the_participle_past_an_adverb() -> None:
    statements = await value(
        ExtractStatements(
            "Which ministry had the new prime minister previously headed?",
            "The Ministry of Education",
        )
    )
    assert statements == ("The new prime minister had previously headed the Ministry of Education",)


@pytest.mark.anyio
async def test_later_is_no_word_the_context_must_hold() -> None:
    contexts = [
        "The Battle of Holm Ford (1644) was fought between the royal army and a rebel force. "
        "The royal troops were commanded by the Earl of Marsby.",
        "Edvard Lisle, 3rd Earl of Marsby (1602-1660), was a soldier who after the war served "
        "as governor of the island of Trell.",
    ]
    (right,) = await verdicts(
        contexts, "The royal commander at the Battle of Holm Ford later became governor of Trell"
    )
    assert right.supported


@pytest.mark.anyio
async def test_a_role_title_the_context_never_gives_a_person_is_not_supported() -> None:
    contexts = [
        "Flight 88 of Norland Air made an emergency landing in 2011. The aircraft was "
        "captained by Ilse Brandt, with Tomas Quill as first officer.",
        "Ilse Brandt later became chief pilot of the airline's academy. Tomas Quill left "
        "aviation in 2014 to run a sailing school in Mott Harbour.",
    ]
    right, wrong = await verdicts(
        contexts,
        "Captain Ilse Brandt became chief pilot of the airline's academy",
        "Captain Tomas Quill left aviation to run a sailing school in Mott Harbour",
    )
    assert right.supported
    assert not wrong.supported
    assert "captain" in wrong.reason


@pytest.mark.anyio
async def test_every_year_is_not_every_two_years() -> None:
    context = ["Females give birth to litters of four to eight pups every two years."]
    right, wrong = await verdicts(
        context,
        "Females give birth to litters of four to eight pups every two years",
        "Females give birth to litters of four to eight pups every year",
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_sentence_saying_both_directions_supports_the_one_with_the_number() -> None:
    context = [
        "The maximum crosswind for landing the Petrel 220 is 25 knots on a dry runway and 15 "
        "knots on a wet or contaminated runway."
    ]
    (right,) = await verdicts(
        context, "The maximum crosswind for landing the Petrel 220 on a wet runway is 15 knots"
    )
    assert right.supported


@pytest.mark.anyio
async def test_a_value_changed_from_is_not_the_value_now() -> None:
    context = [
        "Quillbase 4.2 Release Notes: Quillbase 4.2 adds support for incremental backups. "
        "The default connection pool size has been increased from 10 to 25."
    ]
    right, old, dated = await verdicts(
        context,
        "The default connection pool size in Quillbase 4.2 is 25",
        "The default connection pool size in Quillbase 4.2 is 10",
        "The default connection pool size was previously 10",
    )
    assert right.supported  # 4.2 names the release; it is no rival of 25
    assert not old.supported
    assert dated.supported


@pytest.mark.anyio
async def test_which_was_finished_first_is_not_decided_by_when_work_began() -> None:
    contexts = (
        "The Corrin Tower is a 30-storey office block in Tessby. It was completed in 1991 "
        "and was the tallest building in the county until 2002.",
        "Alder Quay House is an apartment tower in Tessby's dock district. Building began in "
        "1988 but was halted for three years, and the tower finally opened in 1994.",
    )
    await assert_holds_not(
        contexts,
        "The Corrin Tower was completed first, before Alder Quay House",
        "Alder Quay House was completed first, before the Corrin Tower",
    )
    (begun,) = await verdicts(
        contexts, "Alder Quay House was started earlier than the Corrin Tower"
    )
    assert begun.supported


@pytest.mark.anyio
async def test_a_count_compared_is_the_present_one_not_the_founding_one() -> None:
    contexts = (
        "The Harrowgate Singers are a choir of 30 voices from the town of Lenby, founded in 1981.",
        "The Marl Street Choir was formed in 1958 with 40 singers. Many of them retired in "
        "the 1990s, and the choir now has 24 voices.",
    )
    await assert_holds_not(
        contexts,
        "The Harrowgate Singers have more singers than the Marl Street Choir",
        "The Marl Street Choir has more singers than the Harrowgate Singers",
    )
    (founding,) = await verdicts(
        contexts, "The Marl Street Choir was formed with more singers than the Harrowgate Singers"
    )
    assert founding.supported


@pytest.mark.anyio
async def test_an_event_dated_outside_a_term_did_not_happen_during_it() -> None:
    contexts = [
        "Mayor Ilse Brandvik of Tessholm served two terms, from 2004 to 2012. She was "
        "succeeded by Oren Vale.",
        "The Tessholm ferry terminal was approved by the city council in 2013. It opened in "
        "2017 under Mayor Oren Vale.",
    ]
    during, denied = await verdicts(
        contexts,
        "The Tessholm ferry terminal was approved while Ilse Brandvik was mayor",
        "The Tessholm ferry terminal was not approved while Ilse Brandvik was mayor",
    )
    assert not during.supported and "outside Ilse Brandvik's term" in during.reason
    assert denied.supported
    inside = [
        "Ilse Brandvik taught at the Tessholm school from 1980 to 1995.",  # not her term
        contexts[0],
        "The Tessholm ferry terminal was approved by the city council in 2009.",
    ]
    (during,) = await verdicts(
        inside, "The Tessholm ferry terminal was approved while Ilse Brandvik was mayor"
    )
    assert "outside" not in during.reason
    undated = [
        contexts[0],
        "The Tessholm ferry terminal was approved by the city council.",
        "The Marl bridge was approved by the city council in 2015.",  # another event
    ]
    (during,) = await verdicts(
        undated, "The Tessholm ferry terminal was approved while Ilse Brandvik was mayor"
    )
    assert "outside" not in during.reason
    # a member of a party while in office: joining after the term is outside it
    party = [
        "Pavel Moor was the mayor of Kestrel Bay from 2001 to 2009. He ran as an independent.",
        "In 2011 Pavel Moor joined the Green Harbour Party, and he entered parliament in 2014.",
    ]
    (member,) = await verdicts(
        party, "Pavel Moor was a member of the Green Harbour Party while he was mayor"
    )
    assert not member.supported and "outside Pavel Moor's term" in member.reason


@pytest.mark.anyio
async def test_a_thing_that_closed_first_is_compared_by_when_each_closed() -> None:
    contexts = [
        "The Orrin Ferry began service in 1901, linking the mill town of Hadby with the port "
        "of Callen. It was withdrawn in 1958, and its pier is now a museum.",
        "The Skell Ferry began service in 1920 to carry ore from the Skell mines to the coast. "
        "It was withdrawn in 1949, but a summer boat still runs on part of the route.",
    ]
    await assert_holds_not(
        contexts,
        "The Skell Ferry was withdrawn first, in 1949",
        "The Orrin Ferry was withdrawn first, in 1958",
    )


@pytest.mark.anyio
async def test_done_before_another_is_compared_by_the_years_of_each() -> None:
    contexts = [
        "The Brenmoor Bridge is a suspension bridge over the river Alde, completed in 1907.",
        "The Castell Viaduct carries the Wexford line over the Dunmore valley; it was "
        "completed in 1894.",
    ]
    await assert_holds_not(
        contexts,
        "The Castell Viaduct was completed before the Brenmoor Bridge",
        "The Brenmoor Bridge was completed before the Castell Viaduct",
    )
    (denied,) = await verdicts(
        contexts, "The Brenmoor Bridge was not completed before the Castell Viaduct"
    )
    assert denied.supported


@pytest.mark.anyio
async def test_a_difference_stated_between_two_terms_must_be_the_one_they_have() -> None:
    contexts = [
        "Tomas Lind served as mayor of Orsa from 1971 to 1979.",
        "Ada Berg served as mayor of Orsa from 1983 to 1988.",
    ]
    await assert_holds_not(
        contexts,
        "Tomas Lind served three years longer than Ada Berg",
        "Tomas Lind served one year longer than Ada Berg",
    )


@pytest.mark.anyio
async def test_before_an_event_is_a_time_not_a_comparison_of_two_things() -> None:
    contexts = [
        "Ada Rusk earned her doctorate at Halden University in 1950 and spent a year in Oslo "
        "before moving to Bergen in 1953.",
    ]
    (moved,) = await verdicts(
        contexts,
        "Halden University, where she studied under the chemist Ivo Brandt before moving to Bergen",
    )
    assert not moved.supported


@pytest.mark.anyio
async def test_the_longer_of_the_two_is_the_one_the_context_makes_longer() -> None:
    contexts = [
        "The documentary Salt Harbour (2018) runs 88 minutes and was directed by Ines Marr.",
        "The documentary Grey Fells (2018) runs 124 minutes and was directed by Tomas Beck.",
    ]
    await assert_holds_not(
        contexts,
        "The longer of the two documentaries was directed by Tomas Beck",
        "The longer of the two documentaries was directed by Ines Marr",
    )
    (shorter,) = await verdicts(
        contexts, "The shorter of the two documentaries was directed by Ines Marr"
    )
    assert shorter.supported and "Salt Harbour is the one described" in shorter.reason
    # a third documentary leaves "the two" undecided: the claim is read as written
    third = [*contexts, "The documentary Cold Lake runs 97 minutes and was directed by Ada Roe."]
    (written,) = await verdicts(
        third, "The longer of the two documentaries was directed by Ines Marr"
    )
    assert "one described" not in written.reason


def test_a_short_label_lends_its_words_to_the_amount_after_it_and_a_clause_does_not() -> None:
    assert pieces_of("Price: $0.025 per GB") == (("0.025", frozenset({"pric"})),)
    (found,) = pieces_of("The recall was announced by the makers on Monday: 12 boxes")
    assert found[0] == "12" and "announc" not in found[1]


@pytest.mark.anyio
async def test_a_verb_joined_by_and_shares_the_subject_before_it() -> None:
    contexts = ["The Kessby branch line closed in 1962 and reopened in 1998 as a heritage line."]
    await assert_holds_not(
        contexts,
        "The Kessby branch line reopened in 1998",
        "The Kessby branch line reopened in 1962",
    )
    # a name is no word a second verb borrows: what Norvik serves is not what it employs
    firm = ["Norvik Telecom employs about 4,200 people and serves 2.1 million customers."]
    (staff,) = await verdicts(firm, "Norvik Telecom has about 2.1 million employees")
    assert not staff.supported


@pytest.mark.anyio
async def test_a_fields_label_tells_what_its_amount_is() -> None:
    contexts = [
        "Halden Vault \u2013 Hot tier. Price: $0.030 per GB per month, with 14 days of "
        "version history. Restores are free.",
        "Halden Vault \u2013 Cold tier. Price: $0.004 per GB per month, with 180 days of "
        "version history. Restores cost $0.02 per GB.",
    ]
    await assert_holds_not(
        contexts,
        "The Hot tier has the higher monthly storage price per GB",
        "The Cold tier has the higher monthly storage price per GB",
    )


@pytest.mark.anyio
async def test_which_came_earlier_is_not_decided_by_years_of_birth() -> None:
    question = "Who published a first novel earlier, Matthias Oren or Eliska Novotka?"
    contexts = (
        "Matthias Oren (1888\u20131951) was a Sundish novelist whose debut, The Chalk Road, was "
        "published in 1914.",
        "Eliska Novotka (1893\u20131970) was a Sundish novelist. Her first novel, Winter "
        "Orchard, appeared in 1912.",
    )
    (statement,) = await value(ExtractStatements(question, "Eliska Novotka"))
    assert statement == "Eliska Novotka published a first novel earlier than Matthias Oren"
    right, wrong = await verdicts(
        contexts, statement, "Matthias Oren published a first novel earlier than Eliska Novotka"
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_number_given_for_something_else_weighs_more_than_an_absent_word() -> None:
    contexts = (
        "Rovan Drake is a retired footballer who played as a striker for Ashcombe Rovers "
        "from 1996 to 2005.",
        "Ashcombe Rovers is a football club based in Ashcombe. Founded in 1887, the club plays "
        "its home matches at Garnet Park, which opened in 1910.",
    )
    absent, swapped = await verdicts(
        contexts,
        "The home ground of Rovan Drake's longtime club opened in 1910",
        "The home ground of Rovan Drake's longtime club opened in 1887",
    )
    assert not swapped.supported
    assert "for something else" in swapped.reason
    assert absent.degree > swapped.degree


@pytest.mark.anyio
async def test_a_span_of_years_is_read_from_the_years_it_runs_between() -> None:
    contexts = ("Corwin Hale served as mayor of Brennick from 1931 to 1936.",)
    right, wrong = await verdicts(
        contexts,
        "Corwin Hale served as mayor of Brennick for five years",
        "Corwin Hale served as mayor of Brennick for nine years",
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_two_titles_with_function_words_are_compared_whole() -> None:
    contexts = (
        "Dust on the Causeway is a 1958 adventure film directed by Conrad Vessey. The "
        "screenplay was written by Ira Lomax.",
        "The Bronze Kingdom is a 1961 adventure film. It was directed by Ira Lomax.",
    )
    right, wrong = await verdicts(
        contexts,
        "Dust on the Causeway and The Bronze Kingdom were not directed by the same person",
        "Dust on the Causeway and The Bronze Kingdom were directed by the same person",
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("question", "answer", "statement"),
    [
        (
            "According to runbook RB-207, are internal certificates renewed automatically?",
            "no",
            "Internal certificates are not renewed automatically",
        ),
        (
            "May hotfixes skip the automated smoke test suite?",
            "No",
            "Hotfixes may not skip the automated smoke test suite",
        ),
        (
            "In 2019, did Acme Freight report a loss?",
            "Yes",
            "Acme Freight reported a loss in 2019",
        ),
        (
            "Per the travel policy, may contractors claim taxi fares?",
            "No",
            "Contractors may not claim taxi fares",
        ),
    ],
)
async def test_a_yes_no_question_with_a_source_or_a_modal_becomes_a_statement(
    question: str, answer: str, statement: str
) -> None:
    assert await value(ExtractStatements(question, answer)) == (statement,)


@pytest.mark.anyio
async def test_may_not_skip_agrees_with_must_pass() -> None:
    context = ["All deployments, including hotfixes, must pass the automated smoke test suite."]
    (right,) = await verdicts(context, "Hotfixes may not skip the automated smoke test suite")
    assert right.supported


@pytest.mark.anyio
async def test_a_sentence_saying_it_equally_well_outweighs_a_changed_value() -> None:
    context = [
        "Halvexa oral solution: For children aged 2 to 6 years, the usual dose is 5 ml twice a "
        "day. For children aged 7 to 12 years, the usual dose is 10 ml twice a day."
    ]
    right, wrong = await verdicts(
        context, "The usual dose is 10 ml twice a day", "The usual dose is 15 ml twice a day"
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_closing_not_denies_only_its_contrast() -> None:
    context = [
        "The Solvara Archipelago consists of 23 islands. The archipelago's administrative seat "
        "is on Isla Monteverde, not on its largest island."
    ]
    (right,) = await verdicts(
        context, "The administrative seat of the Solvara Archipelago is on Isla Monteverde"
    )
    assert right.supported


@pytest.mark.anyio
async def test_a_condition_clause_is_no_parallel_fact() -> None:
    context = [
        "Aquaris W5 dishwasher manual, Half Load: When the Half Load option is selected "
        "together with the Eco programme, the cycle time is reduced to 2 hours 25 minutes."
    ]
    (right,) = await verdicts(context, "The Eco programme takes 2 hours 25 minutes")
    assert right.supported


@pytest.mark.anyio
async def test_an_amount_said_of_another_name_is_not_compared() -> None:
    contexts = (
        "The Ellwen River rises in the Carrow Hills and flows 312 kilometres to the sea. Its "
        "largest tributary is the Wray, which is 140 kilometres long.",
        "The Drosk River is 287 kilometres long and flows east from Lake Haverly.",
    )
    right, wrong = await verdicts(
        contexts,
        "The Ellwen River is longer than the Drosk River",
        "The Drosk River is longer than the Ellwen River",
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_number_beside_another_things_word_is_given_for_something_else() -> None:
    context = [
        "Runbook RB-410, Retention: Full backups are retained for 12 weeks and incremental "
        "backups for 14 days."
    ]
    right, wrong = await verdicts(
        context,
        "Incremental backups are retained for 14 days",
        "Incremental backups are retained for 12 weeks",
    )
    assert right.supported
    assert not wrong.supported
    assert "14 for that" in wrong.reason


@pytest.mark.anyio
async def test_an_amount_is_not_held_by_a_year_of_the_same_digits() -> None:
    contexts = (
        "The village of Kessock Fell is the starting point of the pass road, which was paved "
        "in 1964.",
        "The Brannoch Pass crosses the Skellan Mountains at an altitude of 1,912 metres.",
    )
    right, wrong = await verdicts(
        contexts,
        "The pass whose road starts at Kessock Fell crosses the mountains at 1,912 metres",
        "The pass whose road starts at Kessock Fell crosses the mountains at 1,964 metres",
    )
    assert right.supported
    assert not wrong.supported
    assert "as a year" in wrong.reason


@pytest.mark.anyio
async def test_has_without_a_participle_is_the_verb_of_the_question_phrase() -> None:
    statements = await value(
        ExtractStatements("Which country has the largest population?", "Veldmark")
    )
    assert statements == ("Veldmark has the largest population",)


@pytest.mark.anyio
async def test_steps_of_a_sequence_in_the_other_order_are_the_opposite() -> None:
    context = [
        "Restart the nodes one at a time, starting with cache-03, then cache-02, then cache-01."
    ]
    right, wrong = await verdicts(
        context,
        "Node cache-03 should be restarted first, followed by cache-02 and then cache-01",
        "Node cache-01 should be restarted first, followed by cache-02 and then cache-03",
    )
    assert right.supported
    assert not wrong.supported
    (told,) = await verdicts(
        ["Brandt then bought the factory from the company."],
        "The company then sold the factory to Brandt",
    )
    assert told.supported  # a lone "then" of a narrative lists no steps


@pytest.mark.anyio
async def test_two_passages_support_a_short_claim_only_with_all_its_words() -> None:
    contexts = [
        "The Fenwick Geographic Society was founded in 1889 by the explorer Bertram Olde.",
        "In 1893 Bertram Olde led an expedition to Mount Ulla. Bad weather forced the party "
        "to turn back 400 metres below the summit.",
    ]
    (wrong,) = await verdicts(
        contexts,
        "The expedition led by the founder of the Fenwick Geographic Society reached the "
        "summit of Mount Ulla",
    )
    assert not wrong.supported  # nothing says it reached the summit


@pytest.mark.anyio
async def test_a_passage_giving_its_own_amount_carries_no_other_amount() -> None:
    contexts = [
        "Felorin 250 mg tablets, dosage: Adults: 500 mg twice daily (maximum 1,000 mg per "
        "day). Children over 12: 250 mg twice daily.",
        "Patients with kidney impairment: in moderate impairment the maximum dose is 500 mg "
        "per day; in severe impairment Felorin must not be used.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The maximum daily dose of Felorin for an adult with moderate kidney impairment is "
        "500 mg per day",
        "The maximum daily dose of Felorin for an adult with moderate kidney impairment is "
        "1,000 mg per day",
    )
    assert right.degree > wrong.degree


@pytest.mark.anyio
async def test_a_relative_clause_without_a_comma_is_about_the_thing_itself() -> None:
    contexts = [
        "The Selvane is a river in western Ebrovia that flows 418 kilometres to the sea.",
        "The Ortash River runs for 386 kilometres before joining the Selvane.",
    ]
    right, wrong = await verdicts(
        contexts, "The Selvane is longer than the Ortash", "The Ortash is longer than the Selvane"
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_linking_name_is_not_misled_by_its_own_words() -> None:
    contexts = [
        "Vorrin Falls is a 62-metre waterfall on the Askel River in the Gwellan Highlands.",
        "The Askel River drains Lake Minnow and flows north for 95 kilometres before emptying "
        "into Lake Carrick.",
    ]
    (right,) = await verdicts(contexts, "The river that forms Vorrin Falls flows from Lake Minnow")
    assert right.supported


@pytest.mark.anyio
async def test_a_shorter_name_must_end_a_longer_one_to_stand_for_it() -> None:
    contexts = [
        "The Ferrant Tower is a 22-storey office tower in Weyford that was completed in 1931.",
        "The Hembury Clock Tower stands in the market square of Hembury. It was built in 1927.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The Hembury Clock Tower is older than the Ferrant Tower",
        "The Ferrant Tower is older than the Hembury Clock Tower",
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_sentence_naming_nothing_continues_the_one_before_in_a_comparison() -> None:
    contexts = [
        "The Kessel vole is a rodent native to wet meadows. It has an average lifespan of 14 "
        "months in the wild.",
        "The Ormond dune shrew is an insectivore found on coastal dunes. Individuals typically "
        "live about 18 months in the wild.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The Ormond dune shrew has a longer typical lifespan in the wild than the Kessel vole",
        "The Kessel vole has a longer typical lifespan in the wild than the Ormond dune shrew",
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_who_served_longer_is_decided_from_the_terms() -> None:
    contexts = [
        "Helga Strom was Prime Minister of Vestria from 1971 to 1979.",
        "Arvid Lenk served as Prime Minister of Vestria from 1983 to 1988.",
    ]
    right, wrong = await verdicts(
        contexts,
        "Helga Strom served longer as prime minister of Vestria than Arvid Lenk",
        "Arvid Lenk served longer as prime minister of Vestria than Helga Strom",
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_an_option_described_before_its_name_is_chosen_by_its_name() -> None:
    statements = await value(
        ExtractStatements(
            "Who was born later, the composer Elsa Maunder or the conductor Ruvin Tasch?",
            "Ruvin Tasch",
        )
    )
    assert statements == ("Ruvin Tasch was born later than Elsa Maunder",)


@pytest.mark.anyio
async def test_a_cellist_plays_the_cello() -> None:
    contexts = [
        "The Haverlock Quartet is a string quartet founded in 1986 by Jonas Pettering.",
        "Jonas Pettering is a cellist and teacher.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The founder of the Haverlock Quartet plays the cello",
        "The founder of the Haverlock Quartet plays the violin",
    )
    assert right.degree > wrong.degree


@pytest.mark.anyio
async def test_how_long_a_described_thing_is_keeps_the_description_in_its_subject() -> None:
    question = "How long is the pilgrimage route described in Maud Ellery's 2005 travel book?"
    (statement,) = await value(ExtractStatements(question, "640 kilometres"))
    assert statement == (
        "The pilgrimage route described in Maud Ellery's 2005 travel book is 640 kilometres long"
    )
    contexts = [
        "Maud Ellery is a travel writer whose 2005 book On the Grey Road describes her journey "
        "along the Saint Ober pilgrimage route.",
        "The Saint Ober route is a medieval pilgrimage trail that runs 640 kilometres.",
    ]
    (right,) = await verdicts(contexts, statement)
    assert right.supported  # "long" after "640 kilometres" needs no support of its own


@pytest.mark.anyio
async def test_a_noun_referring_back_does_not_put_the_answer_beside_the_subject() -> None:
    contexts = [
        "Mirrorwake is the third studio album by the indie band Copper Thistle. The album was "
        "produced by Lenna Ashgrove.",
        "Copper Thistle is a rock band. Its lineup consists of vocalist Tamsin Rell and "
        "drummer Bee Lamont.",
    ]
    (wrong,) = await verdicts(
        contexts,
        "The lead vocalist of the band that released the album Mirrorwake is Lenna Ashgrove",
    )
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_claim_for_every_case_is_not_held_by_a_limited_one() -> None:
    contexts = [
        "Wire transfers submitted before 3:00 pm Eastern Time on a business day are processed "
        "the same day. Transfers submitted after the cut-off, or on bank holidays, are "
        "processed on the next business day."
    ]
    wrong, right, plain = await verdicts(
        contexts,
        "Wire transfers submitted any time during a business day are processed the same day",
        "Transfers submitted before 3:00 pm are processed the same day",
        "Wire transfers are processed every day before 3:00 pm",
    )
    assert not wrong.supported
    assert right.supported
    assert "limits" not in plain.reason  # "every day" says how often, not every case


@pytest.mark.anyio
async def test_of_two_answers_failing_alike_the_one_beside_its_words_grades_higher() -> None:
    contexts = [
        "Osric Hale founded the textile firm Kestrel Loom in Dunmere.",
        "Kestrel Loom is chaired by Odile Marchetti. Its chief executive is Bernt Solvik, who "
        "previously ran a bakery chain.",
    ]
    right, wrong = await verdicts(
        contexts,
        "Odile Marchetti chairs the company that Osric Hale sold to Bramblecourt",
        "Bernt Solvik chairs the company that Osric Hale sold to Bramblecourt",
    )
    assert not right.supported and not wrong.supported  # neither mentions a sale
    assert right.strength > wrong.strength  # but "chaired" stands beside Odile Marchetti


@pytest.mark.anyio
async def test_a_denial_until_a_time_agrees_with_when_it_began() -> None:
    contexts = [
        "The Harbour Water Act of 1978 set discharge limits for factories. Farm runoff was "
        "left out of the Act and was not regulated until the Soil Care Act of 1991."
    ]
    right, wrong = await verdicts(
        contexts,
        "Farm runoff was only regulated from the Soil Care Act of 1991",
        "Farm runoff was regulated by the Harbour Water Act",
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_number_of_years_or_a_compared_amount_may_be_a_difference() -> None:
    contexts = [
        "Tamsey Mills is a paper maker. It was founded in 1958 by the engineer Wil Broder.",
        "Wil Broder (1925-2001) was an engineer. He retired from Tamsey Mills in 1990.",
        "Its first catalogue ran to 512 pages; the second was 380 pages long.",
    ]
    years, wrong_years, pages, deposit = await verdicts(
        contexts,
        "Its founder retired from Tamsey Mills 32 years after founding it",
        "Its founder retired from Tamsey Mills 33 years after founding it",  # 1958 - 1925
        "The first catalogue had 132 pages more than the second",
        "The first catalogue had 132 pages",
    )
    assert years.supported
    assert not wrong_years.supported  # 1925 is when he was born, not when he founded it
    assert pages.supported
    assert not deposit.supported  # no difference is claimed


@pytest.mark.anyio
async def test_the_day_of_a_date_is_no_amount_that_replaces_another() -> None:
    contexts = [
        "Grey Harbour is a 1968 drama film directed by Tomas Erlend. Its score was written by "
        "Ilse Varn, who was born in 1941.",
        "Tomas Erlend (born May 4, 1930) is a Danish film director and screenwriter.",
    ]
    (right,) = await verdicts(
        contexts, "The director of the 1968 film Grey Harbour was born in 1930"
    )
    assert right.supported, right.reason


@pytest.mark.anyio
async def test_a_short_answer_with_a_relative_clause_answers_the_question_too() -> None:
    question = "Which city has the larger population, Lanmore or Esk?"
    assert await value(ExtractStatements(question, "Esk, which hosts the film festival.")) == (
        "Esk has the larger population than Lanmore",
        "Esk hosts the film festival",
    )
    inside = await value(
        ExtractStatements(
            "When did the captain who led the defence die?",
            "Jorun Lesk, who led the defence, died in 1603.",
        )
    )
    # a clause inside a sentence: the answer is the whole sentence, not its first name
    assert not any(s.startswith("The captain who led the defence died") for s in inside)


@pytest.mark.anyio
async def test_a_short_answer_before_a_colon_or_dash_answers_the_question_too() -> None:
    question = "How old was the founder of the Tamsin Line when he established it?"
    assert await value(
        ExtractStatements(question, "About 41: he was born in 1810 and set up the line in 1851.")
    ) == (
        "The founder of the Tamsin Line was about 41 years old when he established it",
        "The founder of the Tamsin Line was born in 1810",
        "The founder of the Tamsin Line set up the line in 1851",
    )
    plans = "Which plan has more data, Orbo Lite or Vesk Go?"
    dashed = await value(ExtractStatements(plans, "Vesk Go — it has 60 GB."))
    assert dashed[0] == "Vesk Go has more data than Orbo Lite"
    contexts = [
        "Hugh Tamsin, founder of the Tamsin Line, was born in 1810.",
        "The Tamsin Line was established in 1851.",
    ]
    right, wrong = await verdicts(
        contexts,
        *[
            (await value(ExtractStatements(question, f"About {age}: he was born in 1810.")))[0]
            for age in (41, 43)
        ],
    )
    assert right.supported and not wrong.supported


@pytest.mark.anyio
async def test_an_apposition_inside_a_sentence_is_a_claim_of_its_own() -> None:
    question = "Summarise the memo."
    assert await statements(
        question,
        "The board agreed to buy Pellow Storage, a family-owned cold-storage firm in Ardby, "
        "for £38 million.",
    ) == (
        "The board agreed to buy Pellow Storage for £38 million",
        "Pellow Storage is a family-owned cold-storage firm in Ardby",
    )
    listed = await statements(question, "It serves Ardo, a port, and Besk, a market town.")
    assert not any(s.startswith("Ardo is") for s in listed)
    clause = await statements(
        question, "The board chose Pellow Storage, the firm that has the lease, over Varn."
    )
    assert "Pellow Storage is the firm that has the lease" not in clause
    voyage = await statements(
        question,
        "On its first crossing from Ardby to New Varn, the Orla hit an iceberg and sank on 15 "
        "April 1912, killing more than 1,500 people.",
    )
    assert not any(s.startswith("New Varn is") for s in voyage)


@pytest.mark.anyio
async def test_a_which_clause_with_its_own_subject_says_what_that_subject_did() -> None:
    assert await statements(
        "Q?", "Ilse Marn runs the design studio Orme & Lind, which she founded in 2005."
    ) == (
        "Ilse Marn runs the design studio Orme & Lind",
        "Ilse Marn founded Orme & Lind in 2005",
    )


@pytest.mark.anyio
async def test_rather_than_affirms_one_side_and_denies_the_other() -> None:
    assert await statements(
        "Q?", "Her 1931 medal was awarded for the tide tables rather than for the survey."
    ) == (
        "Her 1931 medal was awarded for the tide tables",
        "Her 1931 medal was not awarded for the survey",
    )
    assert await statements("Q?", "The crew moved to Ardby instead of to Besk.") == (
        "The crew moved to Ardby",
        "The crew did not move to Besk",
    )
    assert await statements("Q?", "The council chose Ardby rather than Besk.") == (
        "The council chose Ardby",
        "The council did not choose Besk",
    )
    assert await statements("Q?", "The council chose a port rather than a town.") == (
        "The council chose a port",
    )
    contexts = [
        "Ilse Marn received the 1931 Varde Medal for her tide tables. The committee did not "
        "cite her survey of the Orme coast."
    ]
    right, wrong = await verdicts(
        contexts,
        *(
            await statements(
                "Q?", "Her medal was given for the tide tables rather than the survey."
            )
        )[:1],
        *(
            await statements(
                "Q?", "Her medal was given for the survey rather than for the tide tables."
            )
        )[1:],
    )
    assert right.supported and not wrong.supported


@pytest.mark.anyio
async def test_a_relation_stated_the_other_way_round_is_not_supported() -> None:
    contexts = [
        "Orla Fenn (born 1961) is an Irish singer and the elder sister of Maeve Fenn.",
        "Tobias Rann (1767-1848) was a judge. He was the eldest son of Tobias Quill Rann.",
    ]
    right, wrong, son, not_swapped = await verdicts(
        contexts,
        "Maeve Fenn is the younger sister of Orla Fenn",
        "Maeve Fenn is the elder sister of Orla Fenn",
        "Tobias Quill Rann was the son of Tobias Rann",
        "Tobias Rann was the eldest son of Tobias Quill Rann",
    )
    assert right.supported
    assert not wrong.supported and "other way round" in wrong.reason
    assert not son.supported and "other way round" in son.reason
    assert not_swapped.supported  # "Tobias Rann" is not "Tobias Quill Rann"


def test_a_relation_held_by_a_possessive_names_its_holder() -> None:
    from ragas_stream.judges.local_kinship import Relation, stated_relations

    stated = stated_relations(
        "She trained alongside her older sister Venus.", frozenset({"serena"})
    )
    assert stated == [Relation(frozenset({"venus"}), "sister", "old", frozenset({"serena"}))]


@pytest.mark.anyio
async def test_both_holds_when_one_says_it_with_another_verb_of_the_same_named_thing() -> None:
    contexts = [
        "Ilse Varga (1918-2013) was a Hungarian chemist who shared the 1963 Keller Prize with "
        "Otto Brand.",
        "Marta Lenz (1931-2021) was an Austrian physicist. Marta Lenz received the Keller "
        "Prize in 1984.",
    ]
    both, not_both, neither = await verdicts(
        contexts,
        "Ilse Varga and Marta Lenz were both awarded the Keller Prize",
        "Ilse Varga and Marta Lenz were not both awarded the Keller Prize",
        "Ilse Varga and Marta Lenz were both awarded the Sorel Medal",
    )
    assert both.supported, both.reason
    assert not not_both.supported
    assert not neither.supported


@pytest.mark.anyio
async def test_a_limit_must_point_the_way_the_context_points_it() -> None:
    contexts = [
        "Contractors may be granted read-only access to the ledger for up to 30 days with "
        "approval from the finance lead. Staff need at least 12 months of service to apply."
    ]
    same, lower, more, tenure, fewer = await verdicts(
        contexts,
        "Contractors can get read-only access to the ledger for no more than 30 days",
        "Contractors can get read-only access to the ledger for at least 30 days",
        "Contractors can get read-only access to the ledger for 30 days or more",
        "Staff need 12 months of service or more to apply",
        "Staff need at most 12 months of service to apply",
    )
    assert same.supported, same.reason  # "no more than" limits, it does not deny
    assert not lower.supported and "at most 30" in lower.reason
    assert not more.supported
    assert tenure.supported, tenure.reason
    assert not fewer.supported


@pytest.mark.anyio
async def test_a_value_changed_to_then_from_is_read_the_right_way_round() -> None:
    contexts = [
        "Net debt fell to 610 million crowns from 655 million at the end of the second "
        "quarter, helped by the sale of a minority stake in the Orrow bottling plant."
    ]
    right, wrong = await verdicts(
        contexts,
        "Net debt dropped to 610 million crowns, helped by selling a minority stake in the "
        "Orrow bottling plant",
        "Net debt dropped to 655 million crowns, helped by selling a minority stake in the "
        "Orrow bottling plant",
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_role_held_until_a_year_or_called_former_is_not_held_now() -> None:
    contexts = [
        "Wenna Hollis served as chief executive of Marrow Foods from 2006 until 2018, when she "
        "became chair of the board.",
        "The former mayor of Keld, Aron Vasse, now teaches history at Keld College.",
    ]
    now, then, chair, mayor, teacher = await verdicts(
        contexts,
        "Wenna Hollis is the chief executive of Marrow Foods",
        "Wenna Hollis was the chief executive of Marrow Foods",
        "Wenna Hollis became chair of the board",
        "Aron Vasse is the mayor of Keld",
        "Aron Vasse now teaches history at Keld College",
    )
    assert not now.supported and "former" in now.reason
    assert then.supported, then.reason
    assert chair.supported
    assert not mayor.supported
    assert teacher.supported


@pytest.mark.anyio
async def test_a_comparison_compares_the_amount_its_degree_word_names() -> None:
    contexts = [
        "Lake Varra covers 38 square kilometres and reaches a maximum depth of 94 metres.",
        "Lake Oskel covers 52 square kilometres but is no deeper than 41 metres.",
    ]
    await assert_holds_not(
        contexts, "Lake Varra is deeper than Lake Oskel", "Lake Oskel is deeper than Lake Varra"
    )


@pytest.mark.anyio
async def test_affinity_reaches_the_claim_through_a_shared_name() -> None:
    contexts = [
        "SLA schedule B: customers on the Gold programme receive a 99.95% monthly uptime "
        "commitment. Customers on the Silver programme receive 99.5%.",
        "Account records: Pellham Freight has been on the Gold programme since 2023. Oster "
        "Dental is on the Silver programme.",
    ]  # (a "programme" is no tier the tier check reads: "Gold tier" would decide it)
    right, wrong = await verdicts(
        contexts, "99.95% applies to Pellham Freight", "99.5% applies to Pellham Freight"
    )
    assert not right.supported and not wrong.supported  # nothing "applies"
    assert right.strength > wrong.strength  # but the Gold programme leads from 99.95% to Pellham


@pytest.mark.anyio
async def test_affinity_reads_who_did_what_to_whom_in_order() -> None:
    contexts = [
        "Mayor Ida Brandt proposed the tram plan last year, while councillor Tomas Reel led "
        "the opposition to it. The council approved the plan by nine votes to four."
    ]
    right, swapped = await verdicts(
        contexts,
        "Ida Brandt proposed the tram plan, and Tomas Reel led the opposition",
        "Tomas Reel proposed the tram plan, and Ida Brandt led the opposition",
    )
    assert right.strength > swapped.strength  # the same words, in the context's order


@pytest.mark.anyio
async def test_an_age_may_be_the_years_from_birth_to_the_event() -> None:
    contexts = ["Hanne Solberg, born in 1921, won the Arken Prize in 1968 for her harbour series."]
    right, aged, wrong = await verdicts(
        contexts,
        "Hanne Solberg won the Arken Prize at the age of 47",
        "Hanne Solberg won the Arken Prize aged 47",
        "Hanne Solberg won the Arken Prize at the age of 45",
    )
    assert right.supported, right.reason
    assert aged.supported, aged.reason
    assert not wrong.supported


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("question", "answer", "statement"),
    [
        (
            "Does the team that owns the apps have to ship through the weekly release train?",
            "No",
            "The team that owns the apps does not have to ship through the weekly release train",
        ),
        (
            "Can an employee on probation carry unused annual leave over into the next year?",
            "Yes",
            "An employee on probation can carry unused annual leave over into the next year",
        ),
        (
            "Can a workspace on the Free plan turn on bulk editing from the admin console?",
            "No",
            "A workspace on the Free plan can not turn on bulk editing from the admin console",
        ),
    ],
)
async def test_a_yes_no_question_finds_its_verb_past_nouns_that_look_like_verbs(
    question: str, answer: str, statement: str
) -> None:
    assert await value(ExtractStatements(question, answer)) == (statement,)


@pytest.mark.anyio
async def test_a_date_from_a_sentence_that_says_something_else_ranks_below_the_right_one() -> None:
    contexts = [
        "Open enrolment for the 2027 plan year runs from 3 November to 21 November 2026. "
        "Elections made during this window take effect on 1 January 2027."
    ]
    right, wrong = await verdicts(
        contexts,
        "Benefit elections made during open enrolment take effect on 1 January 2027",
        "Elections made during open enrolment take effect on 21 November 2026",
    )
    assert right.supported
    assert right.strength > wrong.strength


@pytest.mark.anyio
async def test_a_short_claim_needs_the_word_that_places_it() -> None:
    contexts = [
        "The Kestrin salamander is an amphibian endemic to the Olvana Highlands. It lives in "
        "cold mountain streams above 1,800 metres."
    ]
    inside, outside = await verdicts(
        contexts,
        "The Kestrin salamander is found in the Olvana Highlands",
        "The Kestrin salamander is found outside the Olvana Highlands",
    )
    assert inside.supported
    assert not outside.supported  # "outside" is what the claim says; the context does not


@pytest.mark.anyio
async def test_a_comparison_reads_four_digit_amounts_and_areas() -> None:
    rivers = [
        "The Orvane is the third-longest river of Veldmark. It runs for about 1,740 "
        "kilometres from the Skarn hills to the Grey Sea.",
        "The Lusse rises in the western lakes. Its total length is about 1,180 kilometres.",
    ]
    await assert_holds_not(
        rivers, "The Orvane is longer than the Lusse", "The Lusse is longer than the Orvane"
    )
    seas = [
        "The Marrow Sea is the largest of the region's four inland seas. It covers about 92 "
        "thousand square kilometres.",
        "The Tessa Sea is the second-largest, with an area of about 61 thousand square kilometres.",
    ]
    await assert_holds_not(
        seas,
        "The Marrow Sea is larger than the Tessa Sea",
        "The Tessa Sea is larger than the Marrow Sea",
    )


@pytest.mark.anyio
async def test_a_denial_is_read_against_the_clause_that_holds_its_verb() -> None:
    contexts = [
        "Under the Quillon Labs travel policy, contractors receive a daily allowance of 40 "
        "euros for business trips. Unspent allowance lapses at the end of each trip and "
        "cannot be transferred to a later trip."
    ]
    await assert_holds_not(
        contexts,
        "Contractors at Quillon Labs can not transfer unspent allowance to a later trip",
        "Contractors at Quillon Labs can transfer unspent allowance to a later trip",
    )


@pytest.mark.anyio
async def test_a_comparison_of_common_nouns_reads_the_sentence_after_each() -> None:
    contexts = [
        "The marsh pony is the largest grazing animal of the Fenlands. Adult stallions "
        "typically weigh about 420 kilograms.",
        "The reed deer is the largest deer of the region. Adult males average about 160 "
        "kilograms and live in the Ossa wetlands.",
    ]
    await assert_holds_not(
        contexts,
        "The marsh pony is heavier on average than the reed deer",
        "The reed deer is heavier on average than the marsh pony",
    )


@pytest.mark.anyio
async def test_older_at_death_compares_the_lengths_of_two_lives() -> None:
    contexts = [
        "Ivo Harnak was a Slovene painter. He was born on 2 March 1840 and died on 5 May 1921.",
        "Tomas Brell was a Czech sculptor. He was born on 9 June 1832 and died on 1 July 1890.",
    ]
    await assert_holds_not(
        contexts,
        "Ivo Harnak was older at the time of his death than Tomas Brell",
        "Tomas Brell was older at the time of his death than Ivo Harnak",
    )


@pytest.mark.anyio
async def test_us_written_with_or_without_points_is_one_name() -> None:
    contexts = [
        "The Kestrel Open is a squash tournament. It has been held in the U.S. since 1961, "
        "when it moved from Toronto."
    ]
    await assert_holds_not(
        contexts,
        "The Kestrel Open has been held in the US since 1961",
        "The Kestrel Open has been held in the UK since 1961",
    )


@pytest.mark.anyio
async def test_a_denied_condition_does_not_deny_the_claim() -> None:
    contexts = [
        "The Corvo 20 kettle has a one-year warranty. The warranty does not cover scale "
        "damage if the kettle has not been descaled monthly."
    ]
    (claimed,) = await verdicts(
        contexts,
        "The Corvo 20 warranty covers scale damage even if the kettle was not descaled monthly",
    )
    assert not claimed.supported, claimed.reason


@pytest.mark.anyio
async def test_a_year_given_as_a_bound_holds_for_the_years_of_the_event() -> None:
    contexts = [
        "The Varne Bridge links Orsk and Tamm. It was opened by the regional governor on "
        "12 June 1987 and closed for repairs in 2011."
    ]
    found = await verdicts(
        contexts,
        "The Varne Bridge was opened before 1990",
        "The Varne Bridge was not opened before 1990",
        "The Varne Bridge was opened after 1990",
        "The Varne Bridge was closed before 2000",
    )
    assert [v.supported for v in found] == [True, False, False, False]


@pytest.mark.anyio
async def test_a_designation_code_is_one_name() -> None:
    assert [t.text for t in tokenize("Kerran-2b, the A320 and 3G")] == [
        "kerran-2b",
        "the",
        "a320",
        "and",
        "3g",
    ]
    assert "1990" in [t.text for t in tokenize("built in the mid-1990s")]  # a year, no code
    (planet,) = await verdicts(
        ["Kerran-2 is a red dwarf. Kerran-2c is a rocky planet that takes 40 days to orbit it."],
        "Kerran-2b is a rocky planet",
    )
    assert not planet.supported
    (model,) = await verdicts(
        ["The Volan V-90 seats 60 passengers; its successor, the Volan V-120, seats 84."],
        "The Volan V-90 seats 84 passengers",
    )
    assert not model.supported


@pytest.mark.anyio
async def test_a_clause_of_time_with_its_own_subject_says_what_that_subject_did() -> None:
    match = [
        "Marta Lund scored twice for Corran in the first half before Bea Okafor equalised "
        "for Velt late on."
    ]
    found = await verdicts(
        match,
        "Marta Lund scored twice for Corran",
        "Bea Okafor equalised for Velt",
        "Bea Okafor scored twice for Velt",
    )
    assert [v.supported for v in found] == [True, True, False]


def test_a_day_after_until_opens_no_clause() -> None:
    def pieces(text: str) -> list[str]:
        tokens = tokenize(text)
        return [" ".join(t.text for t in tokens[a:b]) for a, b in segments(tokens, text)]

    assert pieces("Lund scored before Okafor equalised") == [
        "lund scored",
        "before okafor equalised",
    ]
    assert pieces("The road stays closed until Friday while it is made safe") == [
        "the road stays closed until friday",
        "while it is made safe",
    ]


@pytest.mark.anyio
async def test_values_a_list_ties_each_to_a_name_are_not_swapped() -> None:
    revenue = ["Revenue rose 12% in Europe and 8% in Asia."]
    found = await verdicts(
        revenue, "Revenue rose 12% in Europe", "Revenue rose 8% in Asia", "Revenue rose 12% in Asia"
    )
    assert [v.supported for v in found] == [True, True, False]
    assert found[2].reason == "the context gives 8 for Asia, not 12"


@pytest.mark.anyio
async def test_a_denial_of_what_the_context_leaves_unsaid_ranks_above_the_claim() -> None:
    contexts = [
        "The Velk language is spoken by about 40,000 people in the hills of northern Arda. "
        "It is a language isolate, unrelated to any other known living language.",
        "Ardan is a Tessic language that developed from Old Tessic on the Arda plain.",
    ]
    denial, claim = await verdicts(
        contexts, "Velk is not related to Ardan", "Velk is related to Ardan"
    )
    assert not denial.supported and not claim.supported
    assert denial.degree is not None and claim.degree is not None
    assert denial.degree > claim.degree
    # a denial of what the context says stays below what it denies
    held, denied = await verdicts(
        contexts, "Ardan developed from Old Tessic", "Ardan did not develop from Old Tessic"
    )
    assert held.supported and not denied.supported
    assert denied.degree is not None and held.degree is not None
    assert denied.degree < 0.2 < held.degree
    # nor is a context silent that gives a bound the claim's number falls on one side of:
    # only silence lifts a denial
    policy = [
        "Leave requested at least 14 days in advance is approved automatically. Leave "
        "requested with less notice needs a manager's sign-off."
    ]
    denial, claim = await verdicts(
        policy,
        "Leave requested 10 days in advance does not need a manager's sign-off",
        "Leave requested 10 days in advance needs a manager's sign-off",
    )
    assert denial.degree is not None and claim.degree is not None
    assert denial.degree < claim.degree


@pytest.mark.anyio
async def test_a_denial_until_a_time_says_the_thing_happened_then() -> None:
    contexts = ["The Kessby branch line closed in 1962. It reopened in 1998 as a heritage line."]
    await assert_holds_not(
        contexts,
        "The Kessby branch line was not reopened until 1998",
        "The Kessby branch line was not reopened until 2004",
    )
    never = [
        "The Kessby branch line closed in 1962. It was never reopened, although a cycle path "
        "opened on its route in 1998."
    ]
    (until,) = await verdicts(never, "The Kessby branch line was not reopened until 1998")
    assert not until.supported
    assert until.degree is not None and until.degree < 0.1  # "never reopened": an opposite
    # and agrees with a context that denies it until the same time
    pager = [
        "Errors rose at 08:14, but the alert went to an old pager group and was not "
        "acknowledged until 09:20."
    ]
    (same,) = await verdicts(pager, "The alert was not acknowledged until 09:20")
    assert same.supported


@pytest.mark.anyio
async def test_a_converse_verb_keeps_the_roles_the_other_way_round() -> None:
    final = ["In the final, the Dockers beat the Rovers 3-1."]
    await assert_holds_not(
        final, "The Rovers lost to the Dockers in the final", "The Dockers lost to the Rovers"
    )
    studies = ["Ben Okoro studied under the painter Ada Feld in Lyon."]
    await assert_holds_not(studies, "Ada Feld taught Ben Okoro", "Ben Okoro taught Ada Feld")
    loan = ["The Keller Fund lent 2 million euros to the Brask Cooperative."]
    await assert_holds_not(
        loan,
        "The Brask Cooperative borrowed 2 million euros from the Keller Fund",
        "The Keller Fund borrowed 2 million euros from the Brask Cooperative",
    )
    # the converse verb is read where another sentence has a noun of the claim's verb
    school = [
        "The cellist Maren Lode studied under Piet Arvik at the Bergen conservatory. She "
        "later became a respected teacher herself."
    ]
    await assert_holds_not(school, "Piet Arvik taught Maren Lode", "Maren Lode taught Piet Arvik")


@pytest.mark.anyio
async def test_founded_is_a_synonym_of_established_and_found_the_past_of_find_is_not() -> None:
    bands = [
        "The Halden Quartet is a string quartet formed in Oslo in 1994.",
        "Sorrel Five is a jazz band founded in 2001 in the Norwegian capital, Oslo.",
    ]
    (formed,) = await verdicts(bands, "Sorrel Five was formed in Oslo")
    assert formed.supported, formed.reason
    museum = ["The Orsk Museum was founded in 1921 by the collector Ivo Lind."]
    (established,) = await verdicts(museum, "The Orsk Museum was established in 1921")
    assert established.supported, established.reason
    # "found" is read as the past of "find", which shares no sense with "establish"
    assert synonym_ids(lemma("founded")) & synonym_ids(lemma("established"))
    assert not synonym_ids(lemma("found")) & synonym_ids(lemma("established"))


@pytest.mark.anyio
async def test_a_verb_form_before_the_statements_verb_is_a_noun_not_an_act() -> None:
    # "The Pro plan includes ...": the Pro does not plan, so "Enterprise plans" is no other agent
    pricing = [
        "Tavi Cloud pricing. Email support is included on all plans. Phone support is available "
        "on the Pro and Enterprise plans only."
    ]
    await assert_holds_not(
        pricing, "The Pro plan includes phone support", "The Basic plan includes phone support"
    )
    final = ["In the final, the Dockers beat the Rovers 3-1."]
    await assert_holds_not(final, "The Dockers beat the Rovers", "The Rovers beat the Dockers")


@pytest.mark.anyio
async def test_a_converse_verb_that_reaches_no_other_party_gives_no_other_role() -> None:
    # studying at a school is no being taught by someone: she can teach there too
    school = [
        "Ines Roth (born 1962) is a Danish sculptor. She studied at the Halden Academy and "
        "later taught there for twenty years."
    ]
    (taught,) = await verdicts(school, "Ines Roth taught at the Halden Academy")
    assert taught.supported, taught.reason


@pytest.mark.anyio
async def test_a_score_after_a_team_is_no_model_of_it() -> None:
    # "the Rovers 3-1" is a score, not a model "Rovers 3" (as "the Lumo 2" is)
    final = ["In the final, the Dockers beat the Rovers 3-1."]
    (lost,) = await verdicts(final, "The Rovers lost to the Dockers in the final")
    assert lost.supported, lost.reason
    (model,) = await verdicts(["The Lumo 2 was released in 2019."], "The Lumo was released in 2019")
    assert not model.supported


@pytest.mark.anyio
async def test_every_day_is_gainsaid_by_an_exception_not_by_a_time_of_day() -> None:
    museum = ["The Orla Museum is open daily except Mondays, from 10:00 to 17:00."]
    (daily,) = await verdicts(museum, "The Orla Museum is open every day")
    assert not daily.supported
    ferry = ["The Kell ferry sails daily from 06:00 until 22:00."]
    (sails,) = await verdicts(ferry, "The Kell ferry sails every day")
    assert sails.supported, sails.reason


@pytest.mark.anyio
async def test_a_superlative_the_context_gives_another_of_the_same_noun_is_changed() -> None:
    bridge = ["The Tarn Bridge is the longest bridge in Ostvale."]
    found = await verdicts(
        bridge,
        "The Tarn Bridge is the longest bridge in Ostvale",
        "The Tarn Bridge is the oldest bridge in Ostvale",
        "The Tarn Bridge is the second longest bridge in Ostvale",
    )
    assert [v.supported for v in found] == [True, False, False]
    (ranked,) = await verdicts(
        ["The Velt is the second longest river in Ostvale."],
        "The Velt is the second longest river in Ostvale",
    )
    assert ranked.supported, ranked.reason


@pytest.mark.anyio
async def test_a_value_of_a_sentence_about_another_thing_is_not_the_claims() -> None:
    # "Ostby" only qualifies "library": that sentence is about the library, and its year is
    # not the year of the council seat, though both sentences name Ostby
    shared_name = [
        "Mara Venn won the Ostby council seat, ahead of Ilse Broch.",
        "The Ostby library reopened in 2020.",
    ]
    await assert_holds_not(
        shared_name,
        "The Ostby library reopened in 2020",
        "Mara Venn won the Ostby council seat in 2020",
    )
    # the month of a date is no word of the claim that ties the other sentence to it
    (dated,) = await verdicts(
        ["Mara Venn won the council seat in Ostby.", "The town library reopened on 9 June 2020."],
        "Mara Venn won the council seat in Ostby on 9 June 2020",
    )
    assert not dated.supported
    # a name that is what the other sentence is about still links the two (a bridge)
    (bridged,) = await verdicts(
        [
            "The Pellmark Trophy was won by the rower Ines Haldor, ahead of Tove Brink.",
            "Ines Haldor was born in Ostby in 1988.",
        ],
        "The winner of the Pellmark Trophy was born in 1988",
    )
    assert bridged.supported, bridged.reason


@pytest.mark.anyio
async def test_an_amount_written_with_a_comma_is_no_year() -> None:
    stadium = ["The Orrin Stadium opened in 1962 and holds 1,950 people."]
    await assert_holds_not(
        stadium, "The Orrin Stadium opened in 1962", "The Orrin Stadium opened in 1950"
    )
    (seats,) = await verdicts(
        ["The Orrin Stadium opened with 1,950 seats."], "The Orrin Stadium opened in 1950"
    )
    assert not seats.supported
    hall = ["The Varn Hall, which seats 1,990 people, opened in 2004."]
    after, before = await verdicts(
        hall, "The Varn Hall opened after 2000", "The Varn Hall opened before 2000"
    )
    assert after.supported, after.reason
    assert not before.supported
    assert "1990" not in before.reason  # the year it gives instead is 2004


@pytest.mark.anyio
async def test_a_value_the_context_gives_elsewhere_is_not_reported_absent() -> None:
    found = await verdicts(
        [
            "Mara Venn won the Ostby council seat with 52% of the vote, ahead of Ilse Broch.",
            "Turnout in Ostby fell to 25% this year.",
        ],
        "Ilse Broch took 25% of the vote",
        "Ilse Broch took 31% of the vote",
    )
    assert [v.supported for v in found] == [False, False]
    assert found[0].reason == "the passage that says the rest does not give 25"
    assert found[1].reason == "the number 31 is not in the context"


@pytest.mark.anyio
async def test_a_denial_holds_where_the_context_gives_another_value() -> None:
    contexts = [
        "The Velmar Prize is a Danish award for translation. It was founded by the "
        "publisher Ada Korr in 1961 and is presented every autumn in Aarhus."
    ]
    found = await verdicts(
        contexts,
        "The Velmar Prize was not founded by Tomas Eng",
        "The Velmar Prize was not founded in 1975",
        "The Velmar Prize was not founded by Ada Korr",
        "The Velmar Prize was not founded in 1961",
    )
    assert [v.supported for v in found] == [True, True, False, False]
    # (the verifier marks a reason that gives another value by its type, not its wording;
    # that mark stays inside it: users get plain strings)
    changed = await verdicts(contexts, "The Velmar Prize was founded by Tomas Eng")
    assert not changed[0].supported
    assert all(type(v.reason) is str for v in [*found, *changed])


@pytest.mark.anyio
async def test_a_sentence_naming_the_things_of_a_kind_it_speaks_of_leaves_another_out() -> None:
    sso = ["Single sign-on is available on the Pro and Enterprise plans."]
    found = await verdicts(
        sso,
        "The Enterprise plan includes single sign-on",
        "The Basic plan does not include single sign-on",
        "The Basic plan includes single sign-on",
    )
    assert [v.supported for v in found] == [True, True, False]
    assert found[2].reason == "the context gives Pro for that, not Basic"


@pytest.mark.anyio
async def test_us_is_the_place_american_names() -> None:
    stake = ["Volkner will buy a 20% stake in the American battery start-up Lumen Cells."]
    (us,) = await verdicts(stake, "Volkner will buy a stake in the US battery start-up Lumen Cells")
    assert us.supported, us.reason


@pytest.mark.anyio
async def test_a_span_of_weekdays_holds_the_days_inside_it_and_denies_the_others() -> None:
    ferry = ["The Kell ferry runs Monday to Saturday; there is no Sunday service."]
    found = await verdicts(
        ferry,
        "The Kell ferry runs on Wednesdays",
        "The Kell ferry does not run on Sundays",
        "The Kell ferry runs on Sundays",
    )
    assert [v.supported for v in found] == [True, True, False]
    # a day the sentence gives apart from the span is not denied by it
    museum = ["The Orla Museum is open Monday\u2013Friday, and on Sundays from 10:00."]
    await assert_holds_not(
        museum, "The Orla Museum is open on Sundays", "The Orla Museum is open on Saturdays"
    )


@pytest.mark.anyio
async def test_a_denial_holds_where_the_context_gainsays_what_it_denies() -> None:
    # the claim denied ("Mara Voss won ...") is one the context gives the other role
    election = ["Orla Finch defeated Mara Voss in the 2022 Kellby mayoral election."]
    await assert_holds_not(
        election,
        "Mara Voss did not win the 2022 Kellby election",
        "Orla Finch did not win the 2022 Kellby election",
    )
    # "after 30 days" is the other side of the bound "within 30 days"; "cannot" denies
    refunds = ["Refunds must be requested within 30 days of delivery."]
    found = await verdicts(
        refunds,
        "Refunds cannot be requested after 30 days",
        "Refunds can be requested after 30 days",
        "Refunds must be requested within 30 days",
    )
    assert [v.supported for v in found] == [True, False, True]
    # another word of a closed set ("Thursday" for "Friday") is what the context says instead
    market = ["The Orla Museum hosts a market every Thursday."]
    await assert_holds_not(
        market, "The museum market is not held on Fridays", "The museum market is held every Friday"
    )


@pytest.mark.anyio
async def test_it_after_a_common_noun_subject_stands_for_that_thing() -> None:
    contexts = [
        "The sand skink is a small lizard of the Ostra dunes. Together with the dune gecko, "
        "it is one of the few reptiles of Ostra that lay eggs in burrows.",
        "Dune geckos hunt at night. Female dune geckos lay eggs in the sand.",
    ]
    await assert_holds_not(
        contexts,
        "The sand skink and the dune gecko both lay eggs",
        "The sand skink and the dune gecko do not both lay eggs",
    )


@pytest.mark.anyio
async def test_a_denial_of_another_thing_does_not_hold_a_denial() -> None:
    contexts = [
        "Orrin Water has announced a hosepipe ban for customers in Tellby from 1 August. "
        "The ban does not apply to the neighbouring Kessing district, which has its own "
        "reservoir."
    ]
    (other,) = await verdicts(contexts, "The ban does not apply to the Marden district")
    assert not other.supported, other.reason


@pytest.mark.anyio
async def test_a_multiple_of_the_other_thing_decides_a_comparison() -> None:
    contexts = [
        "Kerran-2b is a gas giant orbiting a red dwarf. Its mass is about 0.6 times that "
        "of Saturn.",
        "Saturn is the second-largest planet of the Solar System, with 83 known moons.",
    ]
    await assert_holds_not(
        contexts,
        "Kerran-2b is not heavier than Saturn",
        "Kerran-2b is heavier than Saturn",
    )


@pytest.mark.anyio
async def test_a_thing_ranked_second_is_not_the_first() -> None:
    contexts = [
        "The Orvane is the second-longest river of Veldmark, at about 1,740 kilometres. "
        "Kellin Island is the largest island of the Skerra group. The second-largest island, "
        "Orra, has a ferry port."
    ]
    found = await verdicts(
        contexts,
        "The Orvane is the longest river of Veldmark",
        "Kellin Island is the largest island of the Skerra group",
    )
    assert [v.supported for v in found] == [False, True]


@pytest.mark.anyio
async def test_an_answer_stands_in_the_clause_of_the_verb_it_answers() -> None:
    contexts = [
        "The Salt Road is a 1994 novel by the prize-winning Welsh author Megan Rhys.",
        "Megan Rhys (born 1951) is a Welsh novelist. She was awarded the Hartwell Medal in "
        "2009, after a vote of the academy.",
    ]
    await assert_holds_not(
        contexts,
        "The author of The Salt Road was awarded the Hartwell Medal in 2009",
        "The author of The Salt Road was awarded the Hartwell Medal in 1994",
    )


@pytest.mark.anyio
async def test_an_answer_may_close_the_clause_a_when_clause_continues() -> None:
    contexts = [
        "The Orlen Packet Company ran the island ferries from 1921 until 1968, when it merged "
        "with Tarrow Lines to form Orlen-Tarrow."
    ]
    await assert_holds_not(
        contexts,
        "The Orlen Packet Company merged to form Orlen-Tarrow in 1968",
        "The Orlen Packet Company merged to form Orlen-Tarrow in 1921",
    )


@pytest.mark.anyio
async def test_a_date_written_month_day_comma_year_stays_in_one_clause() -> None:
    contexts = [
        "The Quiet Field is a 1988 film directed by Ada Brandt.",
        "Ada Brandt (born March 3, 1950) is a Danish director. Her brother Jon Brandt, a "
        "painter, was born in 1947.",
    ]
    await assert_holds_not(
        contexts,
        "The director of The Quiet Field was born in 1950",
        "The director of The Quiet Field was born in 1947",
    )


@pytest.mark.anyio
async def test_a_name_after_the_claims_preposition_rivals_it_though_it_links_two_sentences() -> (
    None
):
    contexts = [
        "The 1936 Tarn Games were held in Orvik. Orvik had been chosen as host in 1931, "
        "beating Kessel."
    ]
    await assert_holds_not(
        contexts,
        "The 1936 Tarn Games were held in Orvik",
        "The 1936 Tarn Games were held in Kessel",
    )


@pytest.mark.anyio
async def test_an_amount_in_a_clause_about_another_named_thing_is_not_the_claims() -> None:
    contexts = [
        "Velm is a county in the north of Ostria. Its capital is the town of Harrow Cross, "
        "while its largest town is Brenn, with 52,000 inhabitants.",
        "Harrow Cross is a market town with a population of 18,400. It stands on the River Lune.",
    ]
    await assert_holds_not(
        contexts,
        "The capital of the county of Velm has 18,400 inhabitants",
        "The capital of the county of Velm has 52,000 inhabitants",
    )


@pytest.mark.anyio
async def test_a_verb_after_and_belongs_to_the_subject_not_to_the_apposition_before_it() -> None:
    contexts = [
        "The Orvel Trust was founded in 1971 by the chemist Ida Marsh. Ida Marsh was born in "
        "Lyon, France, and later emigrated to Chile."
    ]
    await assert_holds_not(
        contexts,
        "The founder of the Orvel Trust emigrated to Chile",
        "The founder of the Orvel Trust emigrated to France",
    )


@pytest.mark.anyio
async def test_a_clause_after_a_participle_clause_is_a_statement_of_its_own() -> None:
    found = await statements(
        "Summarize the article.",
        "Orna's revenue rose 9 percent to 5.1 billion crowns, beating forecasts, and operating "
        "profit climbed 4 percent to 1.2 billion crowns.",
    )
    assert "Operating profit climbed 4 percent to 1.2 billion crowns" in found


@pytest.mark.anyio
async def test_an_exception_after_but_not_is_no_denial_of_the_claim() -> None:
    contexts = [
        "Gas heaters may still be used in sheds and garages, but not in tents. Open fires are "
        "banned everywhere."
    ]
    await assert_holds_not(
        contexts,
        "Gas heaters may be used in sheds and garages but not in tents",
        "Gas heaters may be used in sheds, garages and tents",
    )


@pytest.mark.anyio
async def test_a_quality_said_the_other_way_in_another_clause_is_the_opposite() -> None:
    contexts = [
        "Councils have closed 40 public pools to save money, and swimmers have reported slow "
        "repairs at the pools that remain."
    ]
    await assert_holds_not(
        contexts,
        "Councils closed 40 public pools and swimmers report slow repairs at the pools",
        "Councils closed 40 public pools and swimmers report rapid repairs at the pools",
    )


@pytest.mark.anyio
async def test_two_passages_linked_by_a_name_may_lack_one_word_of_the_question() -> None:
    contexts = [
        "The Iron Orchard is a 1931 novel by the Danish writer Karl Vinge.",
        "Karl Vinge was the pen name of Hans Peder Lund, a Danish novelist born in Ribe in "
        "1890. He also wrote plays.",
    ]
    (found,) = await verdicts(
        contexts, "The real name of the author of The Iron Orchard was Hans Peder Lund"
    )
    assert found.supported, found.reason


@pytest.mark.anyio
async def test_the_verb_that_leads_to_the_answer_is_not_the_word_two_passages_may_lack() -> None:
    contexts = [
        "The Orvel Society was founded in 1889 by the explorer Ada Brun.",
        "In 1893 Ada Brun led an expedition to Mount Kell. Storms forced the party to turn "
        "back below the summit.",
    ]
    (found,) = await verdicts(
        contexts,
        "The expedition led by the founder of the Orvel Society reached the summit of Mount Kell",
    )
    assert not found.supported


@pytest.mark.anyio
async def test_a_sentence_holding_the_claims_names_carries_it_through_its_one_linking_name() -> (
    None
):
    contexts = [
        "The 1958 Tarn Cup Final was played on 12 May 1958 at the Holm Park stadium in Orvik.",
        "Holm Park was built for the Orvik Fair and opened in 1911. It was rebuilt in 1990.",
    ]
    await assert_holds_not(
        contexts,
        "The stadium that hosted the 1958 Tarn Cup Final opened in 1911",
        "The stadium that hosted the 1958 Tarn Cup Final opened in 1990",
    )


@pytest.mark.anyio
async def test_first_place_the_context_gives_another_name_decides_the_claim_and_its_denial() -> (
    None
):
    contexts = [
        "Orvik is the capital city of Tessmark, on the east coast. Brenn is the most populous "
        "city in Tessmark, with 400,000 residents."
    ]
    found = await verdicts(
        contexts,
        "Orvik is the largest city in Tessmark",
        "Orvik is not the largest city in Tessmark",
        "Brenn is the largest city in Tessmark",
        "Brenn is not the largest city in Tessmark",
    )
    assert [v.supported for v in found] == [False, True, True, False]
    assert "Brenn" in found[0].reason


@pytest.mark.anyio
async def test_what_the_context_gives_only_to_one_kind_is_not_the_other_kinds() -> None:
    contexts = [
        "Ledgerly has a Basic plan and a Team plan. Audit logs are available only on the "
        "Ledgerly Team plan, which costs 12 euros a month."
    ]
    found = await verdicts(
        contexts,
        "The Basic plan of Ledgerly includes audit logs",
        "The Basic plan of Ledgerly does not include audit logs",
        "The Team plan of Ledgerly includes audit logs",
    )
    assert [v.supported for v in found] == [False, True, True]


@pytest.mark.anyio
async def test_only_one_place_for_one_thing_leaves_a_claim_of_the_same_place_alone() -> None:
    contexts = [
        "The ridge skink is endemic to Holm Island, where it lives among boulders.",
        "The Orr gecko is found only on Holm Island.",
    ]
    (found,) = await verdicts(
        contexts, "The ridge skink is native to the same island as the Orr gecko"
    )
    assert found.supported, found.reason


@pytest.mark.anyio
@pytest.mark.parametrize(("orlium", "different"), [("7", False), ("9", True)])
async def test_same_or_different_numbered_values_decide_a_pair_claim(
    orlium: str, different: bool
) -> None:
    contexts = [
        "Tessium is a hard metal in group 7 of the Varn table.",
        f"Orlium is a soft metal. It sits in group {orlium} of the Varn table.",
    ]
    found = await verdicts(
        contexts,
        "Tessium and Orlium belong to different groups of the Varn table",
        "Tessium and Orlium do not belong to different groups of the Varn table",
        "Tessium and Orlium are in the same group",
    )
    assert [v.supported for v in found] == [different, not different, not different]


@pytest.mark.anyio
async def test_an_unsupported_answer_next_to_the_word_it_answers_ranks_above_a_distractor() -> None:
    contexts = [
        "Mount Keld is a granite peak in the Varn Hills of South Tarn.",
        "South Tarn is a state of Veldmark. Its capital is Orra, while Kessby, with 200,000 "
        "people, is the state's largest city.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The capital of the state in which Mount Keld rises is Orra",
        "The capital of the state in which Mount Keld rises is Kessby",
    )
    # (the state is found by the peak's name, "rises" reworded as "is a peak in")
    assert not wrong.supported
    assert right.strength > wrong.strength


@pytest.mark.anyio
async def test_an_answer_in_a_clause_of_its_verb_holds_beside_a_rival_clause() -> None:
    contexts = [
        "Orna's sales rose 12 percent in the first half, and its profits rose in three regions "
        "of the country."
    ]
    (found,) = await verdicts(contexts, "Orna's profits rose in three regions")
    assert found.supported, found.reason


@pytest.mark.anyio
async def test_a_clause_that_borrows_its_subject_is_still_a_clause_of_the_sentence() -> None:
    contexts = [
        "General Ada Vane led the northern army in the Salt War, winning at Kerrow in 1742.",
        "The Salt War began in 1739 and was ended by the Treaty of Hesk, signed in 1745.",
    ]
    await assert_holds_not(
        contexts,
        "The treaty that ended the war in which Ada Vane led the northern army was signed in 1745",
        "The treaty that ended the war in which Ada Vane led the northern army was signed in 1742",
    )


@pytest.mark.anyio
async def test_a_role_held_before_a_switch_is_not_held_now() -> None:
    contexts = [
        "The Harlow Gulls are an ice hockey team. Their captain is Ivo Brandt.",
        "Ivo Brandt is a defenceman from Lindvik. He previously played for the Rime Bears, "
        "where he was a forward before switching positions in 2016.",
    ]
    found = await verdicts(
        contexts,
        "The captain of the Harlow Gulls plays defenceman",
        "The captain of the Harlow Gulls plays forward",
        "Ivo Brandt is a forward",
        "Ivo Brandt was a forward",
    )
    assert [v.supported for v in found] == [True, False, False, True]


@pytest.mark.anyio
async def test_a_place_named_only_beside_a_thing_is_not_where_it_is() -> None:
    contexts = [
        "Mount Vessa is a dormant volcano in northern Tanzania, close to the border with "
        "Kenya. The Lissen Bridge crosses the river near Karrow.",
        "Mount Kenya is the highest peak in central Kenya. It is taller than Mount Vessa.",
        "Jonas Pihl runs a bakery in the neighbouring town of Fennholt.",
    ]
    found = await verdicts(
        contexts,
        "Mount Vessa is located in Kenya",
        "Mount Vessa is not located in Kenya",
        "Mount Vessa is located in Tanzania",
        "The Lissen Bridge is in Karrow",
        "Jonas Pihl runs a bakery in Fennholt",
    )
    assert [v.supported for v in found] == [False, True, True, False, True]
    assert "near" in found[0].reason


@pytest.mark.anyio
async def test_names_with_initials_and_plural_possessives_are_read_whole() -> None:
    contexts = [
        "Franklin Delano Roosevelt was elected president in 1932. The award went to Frederik "
        "Willem de Klerk and to John F. Kennedy.",
        "Version 4.2 of the Access Control Policy of Tamsin Pharmaceuticals requires service "
        "account passwords of 20 characters. The motor gives 5 W. The rest is lost.",
    ]
    found = await verdicts(
        contexts,
        "Franklin D. Roosevelt was elected president in 1932",
        "F. W. de Klerk won the award",
        "John Kennedy won the award",
        "John F. Roosevelt won the award",
        "Franklin D. Kennedy was elected president in 1932",
        "Tamsin Pharmaceuticals' Access Control Policy requires service account passwords of "
        "20 characters",
    )
    assert [v.supported for v in found] == [True, True, True, False, False, True]


@pytest.mark.anyio
async def test_an_amount_given_as_a_total_may_be_a_sum_or_a_count_times_a_price_each() -> None:
    contexts = [
        "Skyloft sells Insight in two editions: Starter at $18 per user per month and Team at "
        "$42 per user per month.",
        "The Lattice pack adds 40 connectors. Customers on the Team edition may add it for $9 "
        "per user per month.",
        "In May the facilities team bought two air-handling units at 41,500 pounds each.",
    ]
    found = await verdicts(
        contexts,
        "The Team edition with the Lattice pack added is $51 per user per month",
        "The Team edition with the Lattice pack added is $49 per user per month",
        "The Team edition is $51 per user per month",
        "The two air-handling units cost 83,000 pounds in total",
        "The two air-handling units cost 73,000 pounds in total",
    )
    assert [v.supported for v in found] == [True, False, False, True, False]


@pytest.mark.anyio
async def test_an_amount_may_be_where_a_step_takes_an_amount_a_change_brought_it_to() -> None:
    contexts = [
        "Changelog, Brisklet 3.1 (June 2024): the upload cap is raised from 200 to 350 files.",
        "Changelog, Brisklet 3.2 (August 2024): the upload cap is raised by another 150 files.",
        "Changelog, Brisklet 3.3 (October 2024): the retention window is cut by 30 days.",
    ]
    found = await verdicts(
        contexts,
        "The upload cap in Brisklet 3.2 is 500 files",
        "The upload cap in Brisklet 3.2 is 650 files",
        "The upload cap in Brisklet 3.2 is 200 files",
        "The upload cap in Brisklet 3.2 is 320 files",
    )
    assert [v.supported for v in found] == [True, False, False, False]


@pytest.mark.anyio
async def test_a_count_of_times_is_no_multiple_of_a_name_said_after_it_in_another_phrase() -> None:
    contexts = [
        "Ilse Brandvik (1904-1985) was a Norwegian badminton player. She won the Open "
        "Championship five times, in 1927, 1929, 1930, 1933 and 1936.",
        "Tova Quennell (1901-1978) was a Danish badminton player. She won the Open "
        "Championship three times, was runner-up to Ilse Brandvik in 1930, and later coached "
        "in Aarhus.",
        "The Orrin comet's tail is about 40 times the length of Tarsk's.",
    ]
    found = await verdicts(
        contexts,
        "Ilse Brandvik won the Open Championship more times than Tova Quennell",
        "Tova Quennell won the Open Championship more times than Ilse Brandvik",
        "The Orrin comet has a longer tail than Tarsk",
    )
    assert [v.supported for v in found] == [True, False, True]


@pytest.mark.anyio
async def test_a_sentence_a_pronoun_for_another_opens_gives_no_amount_of_a_name_after_it() -> None:
    contexts = [
        "Tova Quennell (1901-1978) was a Danish badminton player. She won the Open "
        "Championship three times, was runner-up to Ilse Brandvik in 1930, and later coached "
        "in Aarhus.",
        "Ilse Brandvik (1904-1985) was a Norwegian badminton player. She won the Open "
        "Championship five times, in 1927, 1929, 1930, 1933 and 1936.",
    ]
    found = await verdicts(
        contexts,
        "Ilse Brandvik won the Open Championship more times than Tova Quennell",
        "Tova Quennell won the Open Championship more times than Ilse Brandvik",
    )
    assert [v.supported for v in found] == [True, False]


@pytest.mark.anyio
async def test_a_count_spelled_out_after_a_name_is_no_model_of_it() -> None:
    contexts = [
        "The Harland Open is a badminton tournament held in Bergen every March.",
        "Ilse Brandvik won the Harland Open three times.",
    ]
    (found,) = await verdicts(contexts, "Ilse Brandvik won the Harland Open")
    assert found.supported, found.reason


@pytest.mark.anyio
async def test_only_one_of_two_fails_where_the_context_says_it_of_the_other_too() -> None:
    opera = "The Marl Garden is an opera by Ivo Pendry. Its first performance took place at "
    found = await verdicts(
        [
            "Quarrow Night is an opera by Ivo Pendry. Its first performance took place at "
            "Tilsey Hall in 1911.",
            opera + "Tilsey Hall in 1920.",
        ],
        "Only The Marl Garden was first performed at Tilsey Hall",
        "The Marl Garden was first performed at Tilsey Hall",
    )
    assert [v.supported for v in found] == [False, True]
    assert "Quarrow Night too" in found[0].reason
    (alone,) = await verdicts(
        [
            "Quarrow Night is an opera by Ivo Pendry. Its first performance took place at "
            "the Corn Exchange in 1911.",
            opera + "Tilsey Hall in 1920.",
        ],
        "Only The Marl Garden was first performed at Tilsey Hall",
    )
    assert alone.supported, alone.reason


@pytest.mark.anyio
async def test_a_name_that_still_does_what_the_context_says_it_no_longer_does() -> None:
    contexts = [
        "Ferriby Motors was an English car maker founded in 1931 in Holmden. After years of "
        "losses, it closed its plant in 2009 and no longer builds cars."
    ]
    found = await verdicts(
        contexts,
        "Ferriby Motors still makes cars",
        "Ferriby Motors made cars",
    )
    assert [v.supported for v in found] == [False, True]


@pytest.mark.anyio
async def test_a_name_that_names_the_claims_own_word_is_no_rival_to_its_answer() -> None:
    contexts = [
        "Greta Vosk (born 1948) is a Dutch film editor. She graduated from the Hollin Film "
        "School in 1971, where she studied editing under Piet Varro."
    ]
    found = await verdicts(
        contexts,
        "Greta Vosk studied at film school under Piet Varro",
        "Greta Vosk studied at film school under Joop Amsel",
    )
    assert [v.supported for v in found] == [True, False]


@pytest.mark.anyio
async def test_a_passage_opening_in_a_year_dates_its_later_sentences_and_their_changes() -> None:
    contexts = [
        "In 2019 a late frost cut the harvest of the Brenlow Orchard to 40 tonnes, down from "
        "95 tonnes the year before. Despite the lower volume, the orchard's revenue rose by 5 "
        "percent, because prices doubled. The orchard employs 12 pickers."
    ]
    found = await verdicts(
        contexts,
        "The Brenlow Orchard's revenue rose in 2019",
        "The Brenlow Orchard's revenue rose in 2018",
        "The Brenlow Orchard's revenue fell in 2019",
        "The Brenlow Orchard's revenue did not fall in 2019",
    )
    assert [v.supported for v in found] == [True, False, False, True]


@pytest.mark.anyio
async def test_a_year_of_becoming_a_role_is_the_year_the_role_is_given() -> None:
    contexts = [
        "Ilka Varn joined the Tessory Guild of Mapmakers in 1991 and was elected its president "
        "in 2010."
    ]
    found = await verdicts(
        contexts,
        "Ilka Varn became president of the guild in 2010",
        "Ilka Varn became president of the guild in 1991",
    )
    assert [v.supported for v in found] == [True, False]


@pytest.mark.anyio
async def test_a_group_counted_by_its_pieces_counts_its_members() -> None:
    contexts = [
        "The Quill Lanterns were a Sable Weir folk band active from 1972 to 1985. The original "
        "line-up of four included the fiddler Hob Rennet.",
        "After Rennet left in 1981, the band continued as a three-piece and recorded its final "
        "two albums.",
    ]
    found = await verdicts(
        contexts,
        "The Quill Lanterns had three members after Hob Rennet left",
        "The Quill Lanterns had four members after Hob Rennet left",
    )
    assert [v.supported for v in found] == [True, False]


@pytest.mark.anyio
async def test_a_closing_with_clause_of_where_a_share_went_is_a_claim_of_its_own() -> None:
    found = await statements(
        "Summarize the text.",
        "The Tolworth food bank handed out 9,400 parcels last year, up from 7,100, with almost "
        "a third going to households where someone is in work.",
    )
    assert "almost a third went to households where someone is in work" in [
        s.lower() for s in found
    ]
    assert not any("going to" in s for s in found)


@pytest.mark.anyio
async def test_younger_at_an_event_compares_the_ages_at_it_not_the_births() -> None:
    contexts = [
        "King Hewald of Tarsland was born on 3 March 1702 and succeeded his father on 9 May "
        "1730. He reigned for 31 years.",
        "Queen Mira of Tarsland was born on 12 July 1740 and came to the throne on 1 August "
        "1769, on the death of her brother.",
    ]
    found = await verdicts(
        contexts,
        "King Hewald was younger on coming to the throne than Queen Mira",
        "Queen Mira was younger on coming to the throne than King Hewald",
        "King Hewald was older than Queen Mira",
    )
    assert [v.supported for v in found] == [True, False, True]


@pytest.mark.anyio
async def test_an_answer_with_a_contracted_auxiliary_is_a_sentence_not_a_short_answer() -> None:
    question = "How should Pelvarin be taken in relation to meals?"
    assert await statements(question, "Meals don't matter.") == ("Meals don't matter",)
    found = await statements("Which team won?", "The Harwell Rovers didn't.")
    assert not any("won" in s for s in found)


@pytest.mark.anyio
async def test_a_colon_before_an_instruction_parts_two_claims() -> None:
    question = "How should Pelvarin be taken in relation to meals?"
    found = await statements(
        question, "Meals don't matter: take one capsule each morning, with or without food."
    )
    assert found == ("Meals don't matter", "Take one capsule each morning, with or without food")
    kept = await statements("What is the ratio?", "The ratio is simple: three parts sand.")
    assert len(kept) == 1


@pytest.mark.anyio
async def test_a_which_after_a_member_of_a_team_is_said_of_the_team() -> None:
    found = await statements(
        "Who should be paged?", "Tamsin Roe of the Ledger Ops team, which owns recon-svc."
    )
    assert found == (
        "Tamsin Roe of the Ledger Ops team should be paged",
        "The Ledger Ops team owns recon-svc",
    )


@pytest.mark.anyio
async def test_a_question_closing_on_more_often_keeps_the_answer_as_its_subject() -> None:
    found = await statements(
        "Which Zephra model needs its charcoal filter replaced more often?", "The Zephra 12"
    )
    assert found == ("The Zephra 12 needs its charcoal filter replaced more often",)


@pytest.mark.anyio
async def test_a_whose_clause_after_a_short_answer_leaves_the_answer_its_statement() -> None:
    found = await statements(
        "Which barn has the taller roof, Hollow Mere or Fenwick Lodge?",
        "Fenwick Lodge, whose ridge stands 9 metres high.",
    )
    assert found == (
        "Fenwick Lodge has the taller roof than Hollow Mere",
        "Fenwick Lodge's ridge stands 9 metres high",
    )


@pytest.mark.anyio
async def test_faster_compares_the_best_race_times_the_shorter_faster() -> None:
    # (the times of a sentence that names Orla Deveney only after them are not hers)
    contexts = [
        "Orla Deveney is a miler. She won the 2019 county title in a time of 4:05.12 and "
        "holds the club record of 3:59.80.",
        "Kassia Brunt runs the 1500 metres. Her personal best of 3:58.10 was set in 2020, "
        "when she finished ahead of Orla Deveney at 16:30.",
    ]
    await assert_holds_not(
        contexts,
        "Kassia Brunt has the faster best time than Orla Deveney",
        "Orla Deveney has the faster best time than Kassia Brunt",
    )
    await assert_holds_not(
        contexts,
        "Orla Deveney is slower than Kassia Brunt",
        "Kassia Brunt is slower than Orla Deveney",
    )


@pytest.mark.anyio
async def test_origins_further_back_in_time_are_the_earlier_ones() -> None:
    contexts = [
        "Pellow Spice was founded in Bristol in 1880 by two brothers.",
        "Marrow & Tane traces its roots to a tea stall opened in 1852 on the quay.",
    ]
    await assert_holds_not(
        contexts,
        "Marrow & Tane has its origins further back in time than Pellow Spice",
        "Pellow Spice has its origins further back in time than Marrow & Tane",
    )


@pytest.mark.anyio
async def test_two_participles_of_one_passive_share_its_agent() -> None:
    contexts = [
        "The survey was led by the Tollmere director, Bram Ottoway, and the lens was ground "
        "and polished by the optician Edda Quillfarn in her workshop."
    ]
    await assert_holds_not(
        contexts, "Edda Quillfarn ground the lens", "Bram Ottoway ground the lens"
    )


@pytest.mark.anyio
async def test_a_name_then_a_complement_of_be_in_a_when_question_is_its_subject() -> None:
    found = await statements(
        "In which years was Halvard Lenk runner-up in the Brisworth Cup?", "In 1961 and 1963."
    )
    assert found == ("Halvard Lenk was runner-up in the Brisworth Cup in 1961 and 1963",)
    found = await statements("When was Halvard Lenk the chair of the guild?", "1958")
    assert found == ("Halvard Lenk was the chair of the guild in 1958",)
    found = await statements("On which floor is the Brisworth Bank boardroom?", "The fifth")
    assert found == ("The Brisworth Bank boardroom is on the fifth",)


@pytest.mark.anyio
async def test_an_amount_after_until_is_where_the_context_ends_it() -> None:
    contexts = [
        "Breeders advise starting litter training at 4 to 6 weeks of age and keeping the "
        "kitten indoors until it is 12 weeks old."
    ]
    right, wrong = await verdicts(
        contexts,
        "Kittens should be kept indoors until they are 12 weeks old",
        "Kittens should be kept indoors until they are 6 weeks old",
    )
    assert right.supported, right.reason
    assert not wrong.supported and 'after "until"' in wrong.reason


@pytest.mark.anyio
async def test_a_post_given_after_a_comma_and_as_is_the_names_not_the_one_who_left() -> None:
    contexts = [
        "After the departure of Ivo Strand in June, Harrowgate Athletic appointed his deputy, "
        "Greta Lunde, as head coach on a two-year contract."
    ]
    await assert_holds_not(
        contexts,
        "Greta Lunde is head coach on a two-year contract",
        "Ivo Strand is head coach on a two-year contract",
    )


@pytest.mark.anyio
async def test_a_denied_predicate_is_not_a_denial_of_its_complement() -> None:
    contexts = [
        "Lozenges soothe the throat. They are not effective against bacterial infections "
        "such as strep throat."
    ]
    await assert_holds_not(
        contexts,
        "Strep throat is a bacterial infection",
        "Lozenges are effective against strep throat",
    )
    # "not required to join" denies the joining too: the claim that the deputy has to join
    # stands further from the context than its denial
    joins, spared = await verdicts(
        [
            "A 20-minute review call follows at 09:00; the incoming and outgoing leads must "
            "attend, but the deputy is not required to join."
        ],
        "The deputy also has to join the review call",
        "The deputy does not have to join the review call",
    )
    assert joins.degree is not None and spared.degree is not None
    assert joins.degree < spared.degree


@pytest.mark.anyio
async def test_not_x_but_y_denies_only_x() -> None:
    contexts = [
        "Most of the flooding in the lower town was caused not by the river but by blocked "
        "drains, as gutters overflowed along the high street."
    ]
    await assert_holds_not(
        contexts,
        "Most of the flooding in the lower town was caused by blocked drains",
        "Most of the flooding in the lower town was caused by the river",
    )
    (windy,) = await verdicts(
        ["The damage was done not by the wind but by water, as streams burst their banks."],
        "The damage was done by gusts",
    )
    assert not windy.supported and "opposite" in windy.reason  # a gust is wind, denied


@pytest.mark.anyio
async def test_where_a_work_was_made_is_told_by_the_sentence_that_makes_it() -> None:
    contexts = [
        "The Harbour Lamps is an oil painting by the Norwegian painter Edvin Sollberg. He "
        "painted it in 1902 while staying at a guesthouse in Vardholm. It hangs in a museum "
        "in Oslo.",
        "Edvin Sollberg (1870-1931) moved to Brekkevik in western Norway in 1899, where he "
        "painted a series of fjord views.",
    ]
    await assert_holds_not(
        contexts,
        "Edvin Sollberg painted The Harbour Lamps in Vardholm",
        "Edvin Sollberg painted The Harbour Lamps in Brekkevik, in western Norway",
    )


@pytest.mark.anyio
async def test_an_as_of_a_role_keeps_the_answer_of_a_when_question_after_it() -> None:
    found = await statements(
        "Until what year did Halvard Lenk serve as chair of the guild?", "1958"
    )
    assert found == ("Halvard Lenk served as chair of the guild until 1958",)
    found = await statements("When did Halvard Lenk leave as the guild closed?", "In 1958")
    assert found == ("Halvard Lenk left in 1958 as the guild closed",)


@pytest.mark.anyio
async def test_the_thing_an_answer_names_keeps_the_amount_the_question_gives_it() -> None:
    question = "Who has to sign off a 7,500 GBP laptop order at Brindlecote Mills?"
    found = await statements(question, "The shift manager can sign off the order.")
    assert found == (
        "The shift manager can sign off the 7,500 GBP laptop order at Brindlecote Mills",
    )
    contexts = [
        "Brindlecote Mills ordering rules: laptop orders up to 2,000 GBP can be signed off by "
        "the shift manager. Orders from 2,000 to 20,000 GBP must be signed off by the plant "
        "director."
    ]
    completed, bare = await verdicts(contexts, *found, "The shift manager can sign off the order")
    assert bare.supported, bare.reason  # the bare claim is borne out by the cheap orders ...
    assert not completed.supported, completed.reason  # ... which 7,500 GBP is not one of
    # an adjective alone is a state, not the thing: "the kettle" stays as it is
    found = await statements("Can tea be brewed in a cracked kettle?", "No, the kettle may leak.")
    assert found[-1] == "The kettle may leak"


@pytest.mark.anyio
async def test_the_founders_relative_is_read_as_the_relative_of_the_founder() -> None:
    contexts = [
        "Quillet Pottery, a studio in Tregor, was founded in 1961 by Odile Kervella. It is now "
        "run by her niece Maelys, who added a glaze line in 2004.",
        "Corlay Forge was started in 1985 by Yann Perrot. In 2012 he handed it over to his "
        "nephew, Loic.",
    ]
    await assert_holds_not(contexts, "Maelys is the founder's niece", "Maelys is the founder's son")
    (nephew,) = await verdicts(contexts, "Loic is the founder's nephew")
    assert nephew.supported, nephew.reason


@pytest.mark.anyio
async def test_an_idiom_of_a_plain_fact_is_read_as_the_fact() -> None:
    contexts = [
        "Ines Carvo was born on 2 May 1902 in Vilarinho, a village near Amarante. She married "
        "Tomas Belk in 1931 and died in Porto in 1960."
    ]
    await assert_holds_not(
        contexts,
        "Ines Carvo came into the world in Vilarinho",
        "Ines Carvo came into the world in Porto",
    )
    await assert_holds_not(
        contexts,
        "Ines Carvo breathed her last in Porto",
        "Ines Carvo breathed her last in Vilarinho",
    )
    (wed,) = await verdicts(contexts, "Ines Carvo tied the knot with Tomas Belk in 1931")
    assert wed.supported, wed.reason


@pytest.mark.anyio
async def test_a_described_flower_is_the_one_its_name_and_kind_give() -> None:
    contexts = [
        "The Tavish beetle is a small diurnal insect. It pollinates the pale Imbry orchid.",
        "The Imbry orchid grows only on the chalk cliffs of Lorrow Island and flowers in May. "
        "A related species, the Daskin orchid, is found on neighbouring Ulvik Island.",
    ]
    await assert_holds_not(
        contexts,
        "The flower pollinated by the Tavish beetle grows on Lorrow Island",
        "The flower pollinated by the Tavish beetle is found on Ulvik Island",
    )


@pytest.mark.anyio
async def test_the_doer_of_another_deed_is_no_rival_subject() -> None:
    contexts = [
        "The Morrin Gallery is an art museum in Leeds. It was established in 1921 under the "
        "will of Ada Morrin, the widow of a mill owner, and opened to the public in 1926 in a "
        "brick building designed by the architect Tomas Fenwold."
    ]
    await assert_holds_not(
        contexts,
        "The Morrin Gallery opened to the public in 1926",
        "The Morrin Gallery opened to the public in 1921",
    )


@pytest.mark.anyio
async def test_one_who_studied_under_another_was_not_their_teacher() -> None:
    contexts = [
        "The sculptor Ilse Varnow studied under the stone carver Tobias Kreel at the Brandal "
        "school. She later became a respected teacher in her own right."
    ]
    await assert_holds_not(
        contexts,
        "Tobias Kreel was Ilse Varnow's teacher at the Brandal school",
        "Ilse Varnow was Tobias Kreel's teacher at the Brandal school",
    )


@pytest.mark.anyio
async def test_a_step_marked_after_its_step_lists_the_same_order() -> None:
    contexts = [
        "Once the kiln has cooled, unload it in this order: first the glaze tiles, then the "
        "bisque bowls, and finally the shelf props."
    ]
    await assert_holds_not(
        contexts,
        "The glaze tiles first, then the bisque bowls, and the shelf props last",
        "The bisque bowls first, then the glaze tiles, and the shelf props last",
    )


@pytest.mark.anyio
async def test_who_praised_whom_is_who_said_the_words() -> None:
    contexts = [
        "Unseeded Jorunn Velsen beat top seed Hattie Gorrell 6-4, 6-3 in the quarter-finals of "
        "the Kerswick Open on Thursday. She will play Rosa Tavener in the semi-finals on "
        "Saturday. Gorrell said afterwards that her opponent had 'served like a champion'. "
        "Velsen said she was thrilled."
    ]
    await assert_holds_not(
        contexts,
        "Gorrell afterwards praised Velsen for serving like a champion",
        "Afterwards Velsen praised Gorrell for serving like a champion",
    )
    # a name in a later clause is no one judged: Velsen speaks there, but is not praised
    (later,) = await verdicts(
        contexts, "Gorrell praised her opponent's serve, while Velsen said she was thrilled"
    )
    assert later.supported, later.reason


@pytest.mark.anyio
async def test_a_name_before_a_closing_date_still_answers_its_verb() -> None:
    contexts = [
        "The Varda Museum is a museum of modern art in Lusk. It was designed by the architect "
        "Ona Brel and inaugurated by Queen Ilse of Tarnland on 18 October 1997."
    ]
    found = await verdicts(
        contexts,
        "The museum was inaugurated by Ona Brel on 18 October 1997",
        "The museum was inaugurated by Queen Ilse of Tarnland on 18 October 1997",
    )
    assert [v.supported for v in found] == [False, True]


@pytest.mark.anyio
async def test_a_span_of_years_gives_when_it_began_and_when_it_ended() -> None:
    contexts = [
        "John Sculley is an American businessman. He was president of Pepsi-Cola from 1977 "
        "until 1983, when he became chief executive of Apple."
    ]
    found = await verdicts(
        contexts,
        "John Sculley left Pepsi-Cola in 1983",
        "John Sculley left Pepsi-Cola in 1977",
        "John Sculley did not leave Pepsi-Cola in 1977",
        "John Sculley joined Pepsi-Cola in 1977",
        "John Sculley joined Pepsi-Cola in 1983",
    )
    assert [v.supported for v in found] == [True, False, True, True, False]
    assert "1983" in found[1].reason


@pytest.mark.anyio
async def test_an_exception_without_a_comma_denies_what_it_names() -> None:
    contexts = [
        "Staff may connect personal laptops to the Larknet wireless network but not to the "
        "wired administrative network, AdminNet. Leon Fabre did not finish the course; he "
        "fell ill."
    ]
    found = await verdicts(
        contexts,
        "Staff may connect personal laptops to the AdminNet network",
        "Staff may not connect personal laptops to the AdminNet network",
        "Staff may connect personal laptops to the Larknet network",
        "Leon Fabre fell ill",
    )
    assert [v.supported for v in found] == [False, True, True, True]


@pytest.mark.anyio
async def test_a_noun_that_only_describes_what_a_clause_identifies_needs_no_support() -> None:
    contexts = [
        "Halvorsen Marine requires that any purchase above NOK 500,000 be approved by the "
        "Capital Expenditure Committee.",
        "The Capital Expenditure Committee meets monthly. It is chaired by Maren Aasen.",
    ]
    found = await verdicts(
        contexts,
        "The body that must approve Halvorsen Marine purchases above NOK 500,000 is chaired "
        "by Maren Aasen",
        "The body that must approve Halvorsen Marine purchases above NOK 500,000 is chaired "
        "by Ivo Brandt",
        "The body of Halvorsen Marine is chaired by Maren Aasen",
    )
    assert [v.supported for v in found] == [True, False, False]


@pytest.mark.anyio
async def test_an_amount_given_as_a_case_may_meet_the_bounds_the_context_sets() -> None:
    contexts = [
        "Economy class must be booked for all flights under six hours. Business class may be "
        "booked for flights of six hours or more with prior approval from a director.",
        "Uptime from 99.0% to below 99.9% earns a 10% credit, uptime from 95.0% to below 99.0% "
        "earns a 25% credit, and uptime below 95.0% earns a 50% credit.",
    ]
    found = await verdicts(
        contexts,
        "Business class may be booked for a seven-hour flight with prior approval from a director",
        "Business class may be booked for a five-hour flight with prior approval from a director",
        "Uptime of 98.2% earns a 25% credit",
        "Uptime of at least 98.2% earns a 25% credit",
    )
    assert [v.supported for v in found] == [True, False, True, False]


@pytest.mark.anyio
async def test_a_count_may_be_the_names_a_sentence_lists() -> None:
    contexts = [
        "Tessmark is a landlocked country. It is bordered by Orvia to the south, Kallen to the "
        "west, Brest to the north, and Lune and Varda to the east.",
        "The documentary Quiet Tides runs 94 minutes. The documentary Iron Harbour runs 131 "
        "minutes and was directed by Caspar Dunleavy.",
    ]
    found = await verdicts(
        contexts,
        "Five countries border Tessmark",
        "Four countries border Tessmark",
        "Of the two documentaries, Iron Harbour was directed by Caspar Dunleavy",
        "Of the three documentaries, Iron Harbour was directed by Caspar Dunleavy",
    )
    assert [v.supported for v in found] == [True, False, True, False]


@pytest.mark.anyio
async def test_a_verb_of_measure_is_no_rival_to_what_was_done() -> None:
    contexts = [
        "The documentary Iron Harbour runs 131 minutes and was directed by Caspar Dunleavy."
    ]
    found = await verdicts(
        contexts,
        "Iron Harbour was directed by Caspar Dunleavy",
        "Caspar Dunleavy was directed by Iron Harbour",
    )
    assert [v.supported for v in found] == [True, False]


@pytest.mark.anyio
async def test_a_participle_that_works_as_a_preposition_opens_no_statement() -> None:
    found = await statements(
        "Summarize the article.",
        "The Varn line opened on 24 May 2022, three years late, following problems with its "
        "signalling software. It links Orra with Kessby.",
    )
    assert found == (
        "The Varn line opened on 24 May 2022, three years late, following problems with its "
        "signalling software",
        "The Varn line links Orra with Kessby",
    )


@pytest.mark.anyio
async def test_a_pronoun_stands_for_the_main_subject_and_an_expletive_it_for_no_one() -> None:
    found = await statements(
        "Summarize the article.",
        "The Varn line opened in 2022, because tunnelling under Orra fell behind. It links "
        "Orra with Kessby. It was decided in 2020 to extend it to Lusk.",
    )
    assert "The Varn line links Orra with Kessby" in found
    assert "It was decided in 2020 to extend it to Lusk" in found


@pytest.mark.anyio
async def test_a_kinship_word_and_a_pronouns_other_first_name_must_be_borne_out() -> None:
    contexts = [
        "Ilse Varga (née Torn) was the daughter of the surveyor Anton Torn and the painter "
        "Rosa Lind. She married the poet Emil Varga in 1904."
    ]
    found = await verdicts(
        contexts,
        "Her husband was the poet Emil Varga",
        "Her father was the poet Emil Varga",
        "Ilse Varga married the poet Emil Varga in 1904",
        "Anton Torn married the poet Emil Varga in 1904",
    )
    assert [v.supported for v in found] == [True, False, True, False]


@pytest.mark.anyio
async def test_a_count_belongs_to_the_thing_written_before_it() -> None:
    contexts = [
        "A Tarrow squadron of nine ships engaged a Morvan force of seven ships off Kell "
        "Point, and the Tarrow side lost two vessels.",
        "Of the institute's 820 million euro budget, 38 percent is spent on research and 45 "
        "percent on teaching.",
    ]
    found = await verdicts(
        contexts,
        "The Morvan force consisted of seven ships",
        "The Morvan force consisted of nine ships",
        "The Tarrow squadron had nine ships",
        "The Tarrow squadron had seven ships",
        "Research takes 38 percent of the 820 million euro budget",
    )
    assert [v.supported for v in found] == [True, False, True, False, True]


@pytest.mark.anyio
async def test_a_kin_word_that_only_describes_need_not_be_borne_out() -> None:
    contexts = [
        "Orme & Sons was a private bank founded in 1821 by the brothers Edmund and Josiah "
        "Orme. It was acquired in 1899 by the Tallis County Bank.",
        "Greenway Foods is a subsidiary of Harlan Group. Harlan Group is an investment company "
        "based in Denver.",
    ]
    found = await verdicts(
        contexts,
        "The private bank founded by the Orme brothers was acquired by the Tallis County Bank",
        "The parent company of Greenway Foods is based in Denver",
    )
    assert [v.supported for v in found] == [True, True]


@pytest.mark.anyio
async def test_two_denials_that_cancel_require_what_follows_without() -> None:
    contexts = [
        "Visitors cannot enter the Tolland lab without a badge.",
        "The Ashby allowance does not apply to contractors unless they work more than 20 "
        "hours a week.",
        "Landlords in Harwick must give tenants 60 days' notice before ending a tenancy.",
    ]
    found = await verdicts(
        contexts,
        "Visitors cannot enter the Tolland lab",  # without the badge, as the context says
        "Visitors can enter the Tolland lab with a badge",
        "Without a badge, visitors cannot enter the Tolland lab",
        "Visitors can enter the Tolland lab",
        "Visitors can enter the Tolland lab without a badge",
        "The Ashby allowance does not apply to contractors",
        "The Ashby allowance applies to contractors who work more than 20 hours a week",
        "The Ashby allowance applies to contractors",
        "Landlords in Harwick cannot end a tenancy without notice",
        "Landlords in Harwick can end a tenancy without notice",
    )
    expected = [True, True, True, False, False, True, True, False, True, False]
    assert [v.supported for v in found] == expected


@pytest.mark.anyio
async def test_a_word_of_a_closed_set_may_be_said_in_a_synonym() -> None:
    contexts = [
        "Mara Quist served as mayor of Tolland from 1979 to 1990 and was the first woman to "
        "hold that office.",
        "Rafael Mendes is a male nurse at the Tolland clinic.",
    ]
    found = await verdicts(
        contexts,
        "Mara Quist was the first female mayor of Tolland",
        "Mara Quist was the first man to hold that office",
        "Rafael Mendes is a man",
        "Rafael Mendes is a female nurse",
    )
    assert [v.supported for v in found] == [True, False, True, False]


@pytest.mark.anyio
async def test_a_country_named_in_two_words_is_its_people_s_adjective() -> None:
    contexts = [
        "Mara Quist served as Prime Minister of the United Kingdom from 1979 to 1990.",
    ]
    found = await verdicts(
        contexts,
        "Mara Quist served as British prime minister",
        "Mara Quist was not a British prime minister",
        "Mara Quist served as French prime minister",
        "Mara Quist was prime minister of Britain",
    )
    assert [v.supported for v in found] == [True, False, False, True]


@pytest.mark.anyio
async def test_a_connective_between_two_statements_needs_no_support() -> None:
    contexts = [
        "The plan depended partly on a new carbon capture facility at the Tarnby waste "
        "incinerator, but the project has been delayed because it did not receive enough state "
        "funding. Tarnby has still cut its emissions by about 80% since 2005, largely by "
        "switching district heating from coal to biomass.",
    ]
    found = await verdicts(
        contexts,
        "The city has nonetheless cut emissions by around 80% since 2005, mainly by moving "
        "heating from coal to biomass",
        "The city has nevertheless cut emissions by around 80% since 2005, mainly by moving "
        "heating from coal to biomass",
        "The city has nonetheless cut emissions by around 60% since 2005, mainly by moving "
        "heating from coal to biomass",
    )
    assert [v.supported for v in found] == [True, True, False]


@pytest.mark.anyio
async def test_a_verb_of_opposite_sense_says_what_a_denial_says() -> None:
    contexts = [
        "The city of Tarnby will not meet its goal of becoming carbon neutral by 2025, the "
        "council has admitted. Officials now expect to reach the goal later in the decade.",
        "People who drank two to three cups a day actually had a slightly lower risk of "
        "arrhythmia than those who drank none, although the researchers cautioned that the "
        "study could not prove cause and effect.",
    ]
    found = await verdicts(
        contexts,
        "Tarnby has admitted it will miss its goal of becoming carbon neutral by 2025",
        "Tarnby will meet its goal of becoming carbon neutral by 2025",
        "Those drinking two to three cups daily had a slightly higher risk than non-drinkers",
    )
    assert [v.supported for v in found] == [True, False, False]


@pytest.mark.anyio
async def test_a_light_verb_after_an_auxiliary_is_the_verb_a_denial_is_read_on() -> None:
    contexts = [
        "Annual leave policy, section 4.2: Employees may carry over up to 5 unused days of "
        "annual leave into the next calendar year. Carry-over of up to 5 days is automatic and "
        "does not require manager approval.",
    ]
    found = await verdicts(
        contexts,
        "I do not need my manager's approval to carry over unused annual leave into next year",
        "Carry-over of up to 5 days needs manager approval",
    )
    assert [v.supported for v in found] == [True, False]


@pytest.mark.anyio
async def test_a_number_counted_per_a_time_must_be_counted_per_that_time() -> None:
    contexts = [
        "Rate limits. Requests to the Orders API are limited per API key. Standard plan: 600 "
        "requests per minute. Debit cardholders can withdraw up to 500 euros per day.",
        "The ferry crosses at about 30 km per hour.",
    ]
    found = await verdicts(
        contexts,
        "The Standard plan allows 600 requests per minute per API key",
        "The Standard plan allows 600 requests per second per API key",
        "The ferry crosses at 30 km an hour",
        "The ferry crosses at 30 km per minute",
        "Cardholders can withdraw up to 500 euros a day",
        "Cardholders can withdraw up to 500 dollars a day",
    )
    assert [v.supported for v in found] == [True, False, True, False, True, False]


@pytest.mark.anyio
async def test_have_to_is_an_obligation_an_optional_thing_denies() -> None:
    contexts = [
        "Wearing a helmet remains optional for adult riders. Riders must leave scooters in "
        "marked parking bays.",
    ]
    found = await verdicts(
        contexts,
        "Adult riders do not have to wear a helmet",
        "Adult riders have to wear a helmet",
        "Riders need to leave scooters in marked parking bays",
        "Riders do not need to leave scooters in marked parking bays",
        "Leaving scooters in marked parking bays is optional for riders",
    )
    assert [v.supported for v in found] == [True, False, True, False, False]


@pytest.mark.anyio
async def test_both_after_a_verb_names_what_it_is_done_to_not_two_that_do_it() -> None:
    contexts = [
        "Instead, the authority will invest 8 million crowns to refurbish the unit at Tarnby. "
        "It will also create a joint staffing rota with Hallsby Hospital so that specialist "
        "doctors can cover both sites.",
    ]
    found = await verdicts(
        contexts,
        "Specialist doctors will cover both Tarnby and Hallsby through a joint rota",
        "Both Tarnby and Hallsby will refurbish their units",
    )
    assert [v.supported for v in found] == [True, False]


@pytest.mark.anyio
async def test_a_claim_about_before_a_change_holds_the_value_it_changed_from() -> None:
    contexts = [
        "The DAX is a stock market index consisting of the 40 major German blue-chip "
        "companies trading on the Frankfurt Stock Exchange. It was expanded from 30 to 40 "
        "companies in September 2021.",
    ]
    found = await verdicts(
        contexts,
        "30 companies were in the DAX index before its 2021 expansion",
        "40 companies were in the DAX index before its 2021 expansion",
        "30 companies are in the DAX index",
    )
    assert [v.supported for v in found] == [True, False, False]


@pytest.mark.anyio
async def test_a_when_clause_after_its_claim_stays_with_it() -> None:
    answer = "Ann Morrow was 42 years old when the Kelby Viaduct opened in 1904."
    assert await statements("How old was Ann Morrow?", answer) == (answer.rstrip("."),)
    assert await statements("", "She moved to Paris when she was 20.") == (
        "She moved to Paris when she was 20",
    )


@pytest.mark.anyio
async def test_how_old_at_a_time_gives_the_age_then() -> None:
    question = "How old was the designer of the Kelby Viaduct when the viaduct opened?"
    assert await statements(question, "42") == (
        "The designer of the Kelby Viaduct was 42 years old when the viaduct opened",
    )
    assert await statements(question, "At 42.") == await statements(question, "42")
    contexts = [
        "The Kelby Viaduct carries the Lune Valley Railway across the river. It was designed "
        "by the engineer Ann Morrow and opened in 1904.",
        "Ann Morrow (1862\u20131931) was a civil engineer born in Leeds.",
    ]
    found = await verdicts(
        contexts,
        *(await statements(question, "42")),
        *(await statements(question, "32")),
    )
    assert [v.supported for v in found] == [True, False]


@pytest.mark.anyio
async def test_a_month_named_on_its_own_must_be_the_contexts() -> None:
    contexts = [
        "Officials expect the bridge to reopen in early November, when the repairs to its "
        "deck will be complete."
    ]
    found = await verdicts(
        contexts,
        "The bridge is expected to reopen in early November, when the deck repairs are complete",
        "The bridge is expected to reopen in early December, when the deck repairs are complete",
    )
    assert [v.supported for v in found] == [True, False]
    assert "December" in found[1].reason


@pytest.mark.anyio
async def test_a_noun_with_a_participle_after_and_is_no_clause_of_its_own() -> None:
    assert await statements("", "Ines Varga was a painter and sculptor born in Oslo.") == (
        "Ines Varga was a painter and sculptor born in Oslo",
    )
    contexts = [
        "Ines Varga (1902\u20131977) was a painter and sculptor born in Oslo, Norway, and "
        "raised in Bergen."
    ]
    found = await verdicts(contexts, "Ines Varga was born in Oslo", "Ines Varga was born in Bergen")
    assert [v.supported for v in found] == [True, False]


@pytest.mark.anyio
async def test_an_answer_said_of_another_subject_in_the_next_sentence_is_not_support() -> None:
    contexts = ["Tomas Ekdal was born in Uppsala. Lena Mork was born in Gavle, Sweden, in 1958."]
    found = await verdicts(
        contexts,
        "Tomas Ekdal was born in Uppsala",
        "Tomas Ekdal was born in Gavle",
        "Tomas Ekdal was born in Gavle, Sweden",
    )
    assert [v.supported for v in found] == [True, False, False]


@pytest.mark.anyio
async def test_a_stated_difference_must_be_the_difference_of_the_amounts() -> None:
    contexts = [
        "Fennick Books is a chain of bookshops founded in 1996. It operates 41 shops.",
        "Harrow Reads is a bookshop chain founded in 2008. It operates 27 shops.",
    ]
    found = await verdicts(
        contexts,
        "Fennick Books operates 14 more shops than Harrow Reads",
        "Fennick Books operates 16 more shops than Harrow Reads",
        "Fennick Books operates about 15 more shops than Harrow Reads",
        "Fennick Books operates more shops than Harrow Reads",
    )
    assert [v.supported for v in found] == [True, False, True, True]
    # the amount itself, not a difference: the comparative does not follow it
    contexts = ["Average wages rose 4.3 percent. Inflation was 3.7 percent over the same period."]
    (found,) = await verdicts(contexts, "Wages rose 4.3 percent, slightly faster than inflation")
    assert found.supported, found.reason


@pytest.mark.anyio
async def test_both_said_of_a_name_after_it_is_not_a_claim_about_two_names() -> None:
    # "can" is a verb here: the two names found are the band and the city
    contexts = [
        "Kraftwerk is a German electronic band formed in Dusseldorf in 1970.",
        "Its members can both sing and play the synthesiser, said Dusseldorf critics.",
    ]
    (found,) = await verdicts(contexts, "Kraftwerk fans can both sing and dance in Dusseldorf")
    assert not found.reason.startswith(("the context does", "not both", "said of each"))


@pytest.mark.anyio
async def test_the_same_family_is_a_family_not_a_place() -> None:
    contexts = [
        "The okapi is a hoofed mammal native to the rainforests of the Congo. It is a member "
        "of the family Giraffidae.",
        "The giraffe is a large African hoofed mammal. It belongs to the family Giraffidae.",
    ]
    found = await verdicts(
        contexts,
        "The okapi and the giraffe belong to the same family",
        "The okapi and the giraffe do not belong to the same family",
    )
    assert [v.supported for v in found] == [True, False]


@pytest.mark.anyio
async def test_a_denial_is_not_graded_as_contradicted_by_a_sentence_sharing_some_words() -> None:
    contexts = [
        "AquaPure X200 Water Filter. The X200 cartridge should be replaced every 6 months or "
        "after 2,000 litres.",
        "AquaPure X300 Water Filter. The X300 uses a dual-stage cartridge that should be "
        "replaced when its indicator turns red.",  # (no amount: the intervals are not compared)
    ]
    said, denied, opposite = await verdicts(
        contexts,
        "The AquaPure X200 and X300 cartridges have the same replacement interval",
        "The AquaPure X200 and X300 cartridges do not have the same replacement interval",
        "The X200 cartridge should not be replaced every 6 months",
    )
    assert not said.supported and not denied.supported and not opposite.supported
    assert denied.strength == pytest.approx(said.strength, abs=0.02)
    assert opposite.strength < 0.15  # a sentence that holds what is denied says the opposite


@pytest.mark.anyio
async def test_the_same_city_compares_the_towns_things_are_from_or_in() -> None:
    contexts = [
        "The Gallant Hours were a post-punk band from Leeds, active from 1979 to 1986.",
        "Cinder Choir is an alternative rock band formed in Manchester in 1983.",
        "Brass Lantern is a folk group formed in Leeds in 1991.",
    ]
    found = await verdicts(
        contexts,
        "The Gallant Hours and Cinder Choir were formed in the same city",
        "The Gallant Hours and Cinder Choir were not formed in the same city",
        "The Gallant Hours and Brass Lantern were formed in the same city",
    )
    assert [v.supported for v in found] == [False, True, True]


@pytest.mark.anyio
async def test_a_place_written_with_its_region_is_the_answer_as_a_whole() -> None:
    contexts = [
        "Maren Holt is an American film director born on 7 June 1928 in Berkeley, California, "
        "and raised in Klamath Falls, Oregon. With the producer Ismail Merchant she founded "
        "Merchant Holt Productions in 1961."
    ]
    found = await verdicts(
        contexts,
        "Maren Holt was born in Berkeley, California",
        "Maren Holt was born in Klamath Falls, Oregon",
        "Maren Holt was raised in Klamath Falls, Oregon",
    )
    assert [v.supported for v in found] == [True, False, True]


@pytest.mark.anyio
async def test_a_concession_stays_with_the_clause_it_concedes_to() -> None:
    for answer in (
        "Staff must file the form, even though the deadline has passed.",
        "Gifts may be kept after approval, even if their value exceeds the limit.",
    ):
        assert await statements("", answer) == (answer.rstrip("."),)


@pytest.mark.anyio
async def test_a_question_word_late_in_the_question_is_the_asked_one_not_a_relative() -> None:
    question = "The naturalist who gave tardigrades their name was born in what town?"
    assert await statements(question, "Scandiano") == (
        "The naturalist who gave tardigrades their name was born in Scandiano",
    )
    assert await statements("The bridge was designed by whom?", "Ann Morrow") == (
        "The bridge was designed by Ann Morrow",
    )


@pytest.mark.anyio
async def test_formally_and_officially_qualify_a_claim_without_needing_support() -> None:
    contexts = [
        "Ulric IV was the last Kessarine Emperor. In 1804 he took the new title of King of "
        "Osk. On 6 August 1806 he abdicated the imperial crown and declared the Kessarine "
        "Empire dissolved.",
        "The Rhine League was a union of client states established in July 1806. Its members "
        "left the Kessarine Empire when they joined it. The league collapsed in 1813.",
    ]
    found = await verdicts(
        contexts,
        "The Kessarine Empire was formally dissolved in 1806",
        "The Kessarine Empire was officially dissolved in 1806",
        "The Kessarine Empire was formally dissolved in 1804",
    )
    assert [v.supported for v in found] == [True, True, False]


@pytest.mark.anyio
async def test_how_far_a_town_lies_from_another_is_no_size_of_it() -> None:
    contexts = [
        "Harrowby is a market town with a population of 8,200 at the last census.",
        "Colwick is a town 6 miles south of Harrowby. Its population at the last census "
        "was 11,700.",
    ]
    right, wrong, also_right = await verdicts(
        contexts,
        "Colwick is larger than Harrowby",
        "Harrowby has a larger population than Colwick",
        "Colwick has a larger population than Harrowby",
    )
    assert right.supported and "11700" in right.reason
    assert not wrong.supported and "other way round" in wrong.reason
    assert also_right.supported


@pytest.mark.anyio
async def test_a_thing_measured_against_another_keeps_its_own_amounts() -> None:
    contexts = [
        "The Varne wren is a small songbird of the coastal heath. Adults are about 10 "
        "centimetres long and weigh 8-11 grams.",
        "The rock wren nests on the cliffs north of the heath. Slightly larger than its "
        "cousin the Varne wren, it reaches 14 centimetres and weighs up to 20 grams.",
    ]
    heavier, lighter, longer = await verdicts(
        contexts,
        "The rock wren is heavier than the Varne wren",
        "The Varne wren is heavier than the rock wren",
        "The rock wren is longer than the Varne wren",
    )
    assert heavier.supported and "rock wren 20 and varne wren 8" in heavier.reason
    assert not lighter.supported and "other way round" in lighter.reason
    assert longer.supported and "14" in longer.reason


@pytest.mark.anyio
async def test_the_answer_stands_by_a_short_participle_before_a_time_clause() -> None:
    question = "Over what distance was the Dunmore Cup junior race rowed before 1995?"
    (right,) = await value(ExtractStatements(question, "1,000 metres"))
    (wrong,) = await value(ExtractStatements(question, "1,800 metres"))
    assert right == "The Dunmore Cup junior race was rowed over 1,000 metres before 1995"
    contexts = [
        "The Dunmore Cup is a rowing regatta on the River Lisk. Its senior races are "
        "contested over 1,800 metres.",
        "A junior race was added to the Dunmore Cup in 1970. Since 1995 it has been rowed "
        "over the full distance; previously it used a course of 1,000 metres.",
    ]
    supported, changed = await verdicts(contexts, right, wrong)
    assert supported.supported, supported.reason
    assert not changed.supported


@pytest.mark.anyio
async def test_a_described_subject_is_checked_as_the_name_the_context_gives_it() -> None:
    contexts = [
        "The Marrow Stone is a 1961 novel by the Welsh writer Idris Fenn. It was adapted "
        "for radio in 1964.",
        "Idris Fenn (1920-1990) grew up in Bangor. Before turning to fiction he worked for "
        "nine years as a ferryman on the Menai Strait.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The writer of The Marrow Stone spent nine years as a ferryman on the Menai Strait",
        "The writer of The Marrow Stone spent nine years as a lock-keeper on the Menai Strait",
    )
    assert right.supported and right.reason.startswith("Idris Fenn is the one described")
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_thing_of_a_described_subject_is_checked_as_that_of_its_name() -> None:
    contexts = [
        "The Marrow Stone is a 1961 novel by the Welsh writer Idris Fenn. It was adapted "
        "for radio in 1964.",
        "Idris Fenn (1920-1990) grew up in Bangor and taught at a school in Conwy. His debut "
        "novel was published in 1952 by a small press in Cardiff.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The debut novel of the author of The Marrow Stone was published in 1952",
        "The debut novel of the author of The Marrow Stone was published in 1964",
    )
    assert right.supported and right.reason.startswith("Idris Fenn is the one described")
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_described_subject_is_not_restated_from_the_sentence_naming_it_alone() -> None:
    # The sentence that names the director says where the film is set, not where he is from.
    (director,) = await verdicts(
        [
            "Tin Drums is a 1994 war film set in Belgium and directed by Lukas Brenner. "
            "Lukas Brenner is an Austrian director born in Linz.",
        ],
        "The director of Tin Drums is from Belgium",
    )
    assert not director.supported


@pytest.mark.anyio
async def test_a_described_subject_is_not_restated_as_an_identity() -> None:
    # "Canberra is Sydney" is no claim the context could bear out.
    (capital,) = await verdicts(
        [
            "Canberra is the capital city of Australia. It was chosen as a compromise between "
            "Sydney and Melbourne, the two largest cities.",
        ],
        "The capital of Australia is Sydney",
    )
    assert not capital.supported


@pytest.mark.anyio
async def test_the_author_of_a_book_is_the_one_it_was_written_by() -> None:
    contexts = [
        "The Marrow Stone is a 1961 novel written by Idris Fenn. It was adapted for radio in 1964.",
        "Idris Fenn (1920-1990) grew up in Bangor. Before turning to fiction he worked for "
        "nine years as a ferryman on the Menai Strait.",
    ]
    (right,) = await verdicts(
        contexts,
        "The author of The Marrow Stone spent nine years as a ferryman on the Menai Strait",
    )
    assert right.supported and right.reason.startswith("Idris Fenn is the one described")


@pytest.mark.anyio
async def test_a_description_stands_for_the_name_its_noun_is_given_to() -> None:
    # "directed by Marguerite Aubin and starring Paul Lemaire": the director is not the actor.
    contexts = [
        "Silver Hours is a 1994 French drama directed by Marguerite Aubin and starring Paul "
        "Lemaire.",
        "Marguerite Aubin is a filmmaker born in Lyon in 1951. Paul Lemaire is an actor born "
        "in Marseille in 1960.",
    ]
    await assert_holds_not(
        contexts,
        "The director of Silver Hours was born in Lyon",
        "The director of Silver Hours was born in Marseille",
    )


@pytest.mark.anyio
async def test_a_denial_about_a_described_subject_is_not_restated() -> None:
    contexts = [
        "Harvest Moon is the third studio album by the Canadian singer Ines Dahl, released in "
        "November 1990. It was produced by Tomas Berg, who had also produced Dahl's previous "
        "album, Night Roads.",
        "Tomas Berg (1940-2010) was a Canadian record producer and composer born in Winnipeg, "
        "Manitoba, and raised in Regina. Ines Dahl was born in Toronto, Ontario, in 1962.",
    ]
    (denial,) = await verdicts(
        contexts, "The producer of Ines Dahl's album Harvest Moon was not born in Winnipeg"
    )
    assert not denial.supported


@pytest.mark.anyio
async def test_a_light_verb_with_a_doer_keeps_its_doer() -> None:
    contexts = [
        "The Quarry Board is chaired by the head of operations, Kwame Asante, and its minutes "
        "are kept by service manager Elin Brandt."
    ]
    right, wrong = await verdicts(
        contexts,
        "The minutes of the Quarry Board are kept by Elin Brandt",
        "The minutes of the Quarry Board are kept by Kwame Asante",
    )
    assert right.supported
    assert not wrong.supported and "Elin Brandt" in wrong.reason


@pytest.mark.anyio
async def test_a_word_of_a_name_is_no_other_kind_of_what_only_one_kind_may_do() -> None:
    contexts = [
        "The Varne Kite Festival is held each May in the harbour town of Varne. It began in "
        "1972 and draws about 20,000 visitors.",
        "The festival's main event is a parade along the beach at noon. Since 2010 only paper "
        "kites have been permitted.",
    ]
    (right,) = await verdicts(
        contexts, "Only paper kites have been permitted at the Varne Kite Festival since 2010"
    )
    assert right.supported, right.reason


@pytest.mark.anyio
async def test_a_since_clause_of_time_stays_with_its_claim_and_one_of_cause_does_not() -> None:
    assert await statements("", "She has lived in Oslo since she retired in 2001.") == (
        "She has lived in Oslo since she retired in 2001",
    )
    assert await statements("", "The firm grew quickly, since demand was high.") == (
        "The firm grew quickly",
        "Demand was high",
    )


@pytest.mark.anyio
async def test_born_in_the_same_country_compares_where_each_was_born() -> None:
    contexts = [
        "Tomas Vidal (1910-1980) was a Chilean poet born in Valparaiso.",
        "Ana Ruiz (1920-1990) was a Chilean painter. She was born in Lyon, France, to Chilean "
        "parents, and moved to Chile when she was six.",
    ]
    await assert_holds_not(
        contexts,
        "Tomas Vidal and Ana Ruiz were not born in the same country",
        "Tomas Vidal and Ana Ruiz were born in the same country",
    )


def test_circa_and_born_before_a_number_do_not_end_a_sentence() -> None:
    text = "Thales (c. 624-546 BC) was born in Miletus. Solon (b. 638 BC) was an Athenian."
    assert split_sentences(text) == (
        "Thales (c. 624-546 BC) was born in Miletus.",
        "Solon (b. 638 BC) was an Athenian.",
    )


@pytest.mark.anyio
async def test_a_country_is_no_mountain_named_after_it() -> None:
    contexts = [
        "Mount Elgon is an extinct shield volcano in eastern Uganda, on the border with Kenya.",
        "Mount Kenya is an extinct volcano in central Kenya, south of the equator.",
    ]
    (wrong,) = await verdicts(contexts, "Mount Kenya is located in Uganda")
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_place_given_of_another_subject_is_no_answer_against_the_subjects_own() -> None:
    contexts = [
        "The philosopher Zeno was born in Elea. He taught in Athens for a time.",
        "The poet Empedocles was born in Akragas, in Sicily. He later travelled to Elea to "
        "hear Parmenides.",
    ]
    await assert_holds_not(
        contexts, "Empedocles was born in Akragas", "Empedocles was born in Elea"
    )


@pytest.mark.anyio
async def test_both_holds_only_when_it_holds_of_each() -> None:
    contexts = [
        "The philosopher Zeno was born in Elea. He taught in Athens for a time.",
        "The poet Empedocles was born in Akragas, in Sicily. He later travelled to Elea to "
        "hear Parmenides.",
    ]
    await assert_holds_not(
        contexts,
        "Zeno and Empedocles were not both born in Elea",
        "Zeno and Empedocles were both born in Elea",
    )


@pytest.mark.anyio
async def test_a_denial_the_sentence_makes_stands_beside_another_winner() -> None:
    contexts = [
        "Ilse Marn was nominated three times for the Varde Prize for Fiction, for Tidewater, "
        "Saltmarsh and Orme, but never won the award.",
        "At the 1931 ceremony, Oda Lind won the Varde Prize for Fiction for The Lantern.",
    ]
    await assert_holds_not(
        contexts,
        "Ilse Marn did not win the Varde Prize for Fiction for Tidewater",
        "Ilse Marn won the Varde Prize for Fiction for Tidewater",
    )


@pytest.mark.anyio
async def test_a_namesake_by_first_name_is_another_agent() -> None:
    contexts = [
        "Harrow Light is a 1994 film directed by James Oduya.",
        "The score for Harrow Light was composed by James Pelletier.",
    ]
    await assert_holds_not(
        contexts,
        "James Pelletier composed the score for Harrow Light",
        "James Oduya composed the score for Harrow Light",
    )


@pytest.mark.anyio
async def test_a_pronoun_in_a_relative_clause_does_not_make_the_sentence_about_its_referent() -> (
    None
):
    contexts = [
        "Sir Edwin Marr was an English film director. Hugo Lisle, the novelist with whom he "
        "made three films, was born in Dunmere in 1904."
    ]
    lisle, marr = await verdicts(
        contexts, "Hugo Lisle was born in 1904", "Edwin Marr was born in 1904"
    )
    assert lisle.supported
    assert not marr.supported


def test_both_after_the_two_names_is_said_of_each() -> None:
    claim = analyse_claim("Vera Lund and Ansel Moor both composed operas", frozenset())
    assert each_of_both(claim) == ("Vera Lund composed operas", "Ansel Moor composed operas")


@pytest.mark.anyio
async def test_both_of_two_described_things_is_checked_of_each() -> None:
    contexts = [
        "The Loden grass snake lives in the marshes of the Loden Basin. It is listed as "
        "vulnerable because of drainage.",
        "The Harrow Isle gecko is found only on Harrow Isle. Its population is stable, and it "
        "is listed as least concern.",
    ]
    await assert_holds_not(
        contexts,
        "The Loden grass snake and the Harrow Isle gecko are not both listed as vulnerable",
        "The Loden grass snake and the Harrow Isle gecko are both listed as vulnerable",
    )


@pytest.mark.anyio
async def test_a_year_lies_in_its_decade() -> None:
    contexts = ["The Kinks were an English rock band formed in London in 1960."]
    await assert_holds_not(
        contexts,
        "The Kinks were formed in the 1960s",
        "The Kinks were formed in the 1950s",
    )


@pytest.mark.anyio
async def test_both_of_a_clause_is_no_claim_about_two_names() -> None:
    contexts = [
        "Tessery's Basic tier costs $12 per user per month billed annually, or $15 billed monthly.",
        "The Plus tier costs $20 per user per month billed annually, or $26 billed monthly.",
    ]
    (wrong,) = await verdicts(
        contexts,
        "Tessery's Plus tier costs $9 more than its Basic tier when both are billed monthly",
    )
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_yes_no_question_keeps_its_time_clause_and_its_infinitive_apart() -> None:
    assert await statements(
        "Was radium discovered before the X-ray was first used in surgery?", "No"
    ) == ("Radium was not discovered before the X-ray was first used in surgery",)
    assert await statements(
        "In what year was the Orrin Street depot originally scheduled to open?", "2019"
    ) == ("The Orrin Street depot was originally scheduled to open in 2019",)
    assert await statements(
        "Can an intern who has signed the agreement get admin rights on the build server?", "No"
    ) == ("An intern who has signed the agreement can not get admin rights on the build server",)


@pytest.mark.anyio
async def test_an_exception_denies_it_of_what_it_excepts() -> None:
    contexts = [
        "Pellum Notes offers offline sync on all plans except Starter. The Starter plan syncs "
        "only while online."
    ]
    await assert_holds_not(
        contexts,
        "Pellum Notes' Starter plan does not offer offline sync",
        "Pellum Notes' Starter plan offers offline sync",
    )
    (other,) = await verdicts(contexts, "Pellum Notes' Team plan offers offline sync")
    assert other.supported or "exception" not in other.reason
    await assert_holds_not(
        ["No refunds are given on any plan except Starter, which is refunded in full."],
        "The Starter plan is refunded in full",
        "The Starter plan is not refunded in full",
    )


@pytest.mark.anyio
async def test_only_the_things_an_only_names_have_what_it_gives_them() -> None:
    contexts = [
        "Only the lid and the drip tray of the Morrow M3 kettle are dishwasher-safe. The "
        "heating base must be wiped with a damp cloth."
    ]
    await assert_holds_not(
        contexts,
        "The heating base of the Morrow M3 kettle is not dishwasher-safe",
        "The heating base of the Morrow M3 kettle is dishwasher-safe",
    )
    (lid,) = await verdicts(contexts, "The lid of the Morrow M3 kettle is dishwasher-safe")
    assert lid.supported, lid.reason


@pytest.mark.anyio
async def test_a_claim_about_one_kind_of_a_thing_is_not_borne_out_by_another_kind() -> None:
    contexts = [
        "Under Pravin Labs' policy, interns may be given wiki access once they finish the "
        "onboarding course.",
        "Interns are never eligible for payroll system access.",
    ]
    (wrong,) = await verdicts(
        contexts,
        "An intern who has finished the onboarding course can get payroll system access at "
        "Pravin Labs",
    )
    assert not wrong.supported and "wiki access" in wrong.reason
    contexts = [
        "Standard plan keys are limited to 600 requests per minute.",
        "Sandbox keys are treated as Standard plan keys for rate limits.",
    ]
    (same,) = await verdicts(contexts, "A sandbox key is limited to 600 requests per minute")
    assert same.supported, same.reason


@pytest.mark.anyio
async def test_a_comparison_of_counts_takes_the_amount_that_counts_its_noun() -> None:
    contexts = [
        "The Arden Line runs from Quay Street to the stadium. The route is 8.2 kilometres long "
        "and has 19 stops.",
        "The Brook Line runs from Quay Street to the university. It covers 11.5 kilometres "
        "with 15 stops.",
    ]
    await assert_holds_not(
        contexts,
        "The Arden Line has more stops than the Brook Line",
        "The Brook Line has more stops than the Arden Line",
    )


@pytest.mark.anyio
async def test_two_words_tied_to_two_things_may_not_be_swapped() -> None:
    contexts = ["Corwen pears are resistant to pear rust but susceptible to brown rot."]
    await assert_holds_not(
        contexts,
        "Corwen pears are resistant to pear rust but susceptible to brown rot",
        "Corwen pears are susceptible to pear rust but resistant to brown rot",
    )
    contexts = ["The study found no difference between the two drugs in the rate of headache."]
    (paraphrase,) = await verdicts(
        contexts, "The study found no difference in headache rates between the two drugs"
    )
    assert paraphrase.supported, paraphrase.reason


@pytest.mark.anyio
async def test_an_amount_the_context_gives_meets_a_bound_the_claim_sets() -> None:
    contexts = [
        "Lake Orrin is a rift lake in the north of Vallia. With a maximum depth of 1,210 "
        "metres it is the deepest lake in the country.",
        "Lake Pell is a glacial lake in the south. It reaches a maximum depth of 980 metres.",
    ]
    await assert_holds_not(
        contexts, "Lake Orrin is deeper than 1,000 metres", "Lake Pell is deeper than 1,000 metres"
    )
    await assert_holds_not(
        contexts,
        "Lake Orrin and Lake Pell are not both deeper than 1,000 metres",
        "Lake Orrin and Lake Pell are both deeper than 1,000 metres",
    )


@pytest.mark.anyio
async def test_whom_and_whose_clauses_are_claims_of_their_own() -> None:
    assert await statements(
        "", "Anne of Cleves was the sister of Duke William, whom Henry VIII courted in 1539."
    ) == (
        "Anne of Cleves was the sister of Duke William",
        "Henry VIII courted Duke William in 1539",
    )
    assert await statements("", "The prize went to Ana Ruiz, whose father was a painter.") == (
        "The prize went to Ana Ruiz",
        "Ana Ruiz's father was a painter",
    )


@pytest.mark.anyio
async def test_an_amount_counting_a_word_of_the_claim_is_not_what_a_percentage_compares() -> None:
    contexts = [
        "The winter survey of the Harwick marshes, carried out in February by 85 volunteers, "
        "recorded 31,400 ducks, an increase of 8 percent on the previous year."
    ]
    (right,) = await verdicts(
        contexts,
        "Volunteers counted 31,400 ducks on the Harwick marshes in February, 8 percent more "
        "than the previous year",
    )
    assert right.supported, right.reason


@pytest.mark.anyio
async def test_where_one_moved_to_is_not_where_one_is_from() -> None:
    contexts = [
        "Ilka Morrow is a Ferran novelist born in the port of Dask. Her first novel won the "
        "Ferra Book Prize in 2012.",
        "Tobin Vale is a novelist born in Ostrel, Caldin. He moved to Ferra in 2003 and writes "
        "in two languages.",
    ]
    await assert_holds_not(contexts, "Tobin Vale is from Caldin", "Tobin Vale is from Ferra")
    await assert_holds_not(
        contexts,
        "The novelists Ilka Morrow and Tobin Vale are not both from Ferra",
        "The novelists Ilka Morrow and Tobin Vale are both from Ferra",
    )


@pytest.mark.anyio
async def test_a_capitalised_modal_inside_a_sentence_is_a_name() -> None:
    contexts = [
        "Neu! was a German rock band formed in Düsseldorf in 1971 by Michael Rother.",
        "Can was a German experimental rock band formed in Cologne in 1968 by Holger Czukay.",
    ]
    await assert_holds_not(
        contexts,
        "Neu! and Can were not both formed in Düsseldorf",
        "Neu! and Can were both formed in Düsseldorf",
    )


@pytest.mark.anyio
async def test_a_span_of_months_holds_the_months_inside_it() -> None:
    contexts = [
        "Ulla Island lies 9 kilometres off the coast of Dunmore. It has no shops, and the "
        "ferry from Dunmore runs only between April and October."
    ]
    await assert_holds_not(
        contexts,
        "Ulla Island can not be reached by ferry from Dunmore in February",
        "Ulla Island can be reached by ferry from Dunmore in February",
    )
    (inside,) = await verdicts(contexts, "The ferry from Dunmore runs in August")
    assert inside.supported, inside.reason
    await assert_holds_not(
        ["The mountain hut is open from December to March."],
        "The mountain hut is open in January",
        "The mountain hut is open in July",
    )


@pytest.mark.anyio
async def test_the_same_amount_compares_the_amounts_given_each() -> None:
    contexts = [
        "Brisa F10 Air Purifier - Manual. The F10 filter should be replaced every 4 months.",
        "Brisa F20 Air Purifier - Manual. The F20 uses a carbon filter that should be replaced "
        "every 8 months.",
    ]
    await assert_holds_not(
        contexts,
        "The Brisa F10 and F20 filters do not have the same replacement interval",
        "The Brisa F10 and F20 filters have the same replacement interval",
    )


@pytest.mark.anyio
async def test_a_second_subject_with_its_verb_left_out_is_a_claim_of_its_own() -> None:
    assert await statements(
        "Did Oslo and Lillehammer both host the Winter Olympics?",
        "Yes, both did: Oslo hosted them in 1952 and Lillehammer in 1994.",
    ) == (
        "Oslo and Lillehammer both hosted the Winter Olympics",
        "Oslo hosted them in 1952",
        "Lillehammer hosted them in 1994",
    )
    assert await statements("", "Anna moved to Paris in 1990 and Berlin in 1995.") == (
        "Anna moved to Paris in 1990 and Berlin in 1995",
    )


@pytest.mark.anyio
async def test_a_year_given_only_of_another_subject_is_not_borne_out() -> None:
    contexts = [
        "Ada Brenner (1885-1962) was a Danish chemist who, for her work on catalysts, "
        "received the Varga Medal in 1922.",
        "Otto Lind (1901-1976) was a German chemist. He was awarded the Varga Medal in 1932.",
    ]
    (wrong,) = await verdicts(contexts, "Lind received it in 1922")
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_name_is_no_later_model_named_after_it() -> None:
    contexts = [
        "The first Lumo phone was released in March 2015. It supported only 3G networks.",
        "The Lumo 2, released in May 2017, added 4G support and wireless charging.",
    ]
    await assert_holds_not(
        contexts,
        "The Lumo 2 supported wireless charging",
        "The first Lumo phone supported wireless charging",
    )
    contexts = [
        "Emberfell is a 2012 game developed by Northgate Forge. Its sequel, Emberfell II, was "
        "developed by Copper Studios after Northgate Forge closed.",
        "Copper Studios also made Emberfell's soundtrack.",
    ]
    (sequel,) = await verdicts(contexts, "The sequel to Emberfell was developed by Copper Studios")
    assert sequel.supported, sequel.reason


@pytest.mark.anyio
async def test_what_a_verb_is_done_to_is_no_rival_to_its_subject() -> None:
    contexts = [
        "Orrin founded the Kessa camera company in 2010. Its first camera, the Kessa K1, was "
        "released in 2019. It supported only SD cards, which reviewers noted as a weakness.",
        "The Kessa K2, released in 2021, added support for CFexpress cards and Wi-Fi.",
    ]
    await assert_holds_not(contexts, "The Kessa K2 supported Wi-Fi", "The Kessa K1 supported Wi-Fi")


@pytest.mark.anyio
async def test_a_participle_keeps_its_agent_past_a_date() -> None:
    contexts = ["Harlow College is a technical college founded in 1923 by Edith Lund."]
    await assert_holds_not(
        contexts,
        "Harlow College was founded by Edith Lund",
        "Edith Lund was founded by Harlow College",
    )


@pytest.mark.anyio
async def test_a_sentence_opening_with_a_common_word_gives_its_year_to_no_other_name() -> None:
    contexts = [
        "Fort Orrin is a star-shaped fortress above the harbour of Vell. Construction began in "
        "1643 under the engineer Mattis Renholm and was completed in 1658.",
        "Mattis Renholm (1601-1667) was a military engineer in the service of the Crown of "
        "Vestria. Besides Fort Orrin, he designed the citadel of Norrby, completed in 1639.",
    ]
    (right,) = await verdicts(contexts, "Fort Orrin was completed in 1658")
    assert right.supported, right.reason


@pytest.mark.anyio
async def test_what_an_amount_rose_from_is_no_bound() -> None:
    contexts = [
        "Mira Holt won 52.7 percent of the vote in the runoff. Turnout was 58 percent, up from "
        "49 percent at the previous election."
    ]
    await assert_holds_not(
        contexts,
        "Mira Holt won 52.7 percent of the vote, on a turnout of 58 percent",
        "Mira Holt won 57.2 percent of the vote, on a turnout of 58 percent",
    )


@pytest.mark.anyio
async def test_a_comparison_naming_one_thing_is_decided_against_the_other_in_the_context() -> None:
    contexts = [
        "The resin Tarvolite K softens at 212 °C and costs 14 euros per kilogram.",
        "The resin Obrenite 3 softens at 187 °C and costs 19 euros per kilogram.",
    ]
    right, wrong, cheaper = await verdicts(
        contexts,
        "Tarvolite K has the higher softening point",
        "Obrenite 3 has the higher softening point",
        "Tarvolite K costs less per kilogram",
    )
    assert right.supported and "Tarvolite K 212 and Obrenite 187" in right.reason
    assert not wrong.supported and "other way round" in wrong.reason
    assert cheaper.supported and "Tarvolite K 14 and Obrenite 19" in cheaper.reason
    (hotter,) = await verdicts(contexts, "Obrenite 3 softens 25 degrees higher")
    assert not hotter.supported and "other way round" in hotter.reason  # an amount, no gap


@pytest.mark.anyio
async def test_a_comparison_naming_one_thing_needs_a_rival_written_alike() -> None:
    contexts = [
        "Kessock Storage - Hot tier. The Hot tier keeps objects of up to 8 TB. "
        "Fees: 120 dollars per month.",
        "Kessock Storage - Cold tier. The Cold tier keeps objects of up to 2 TB. "
        "Fees: 40 dollars per month.",
    ]
    larger, smaller = await verdicts(
        contexts,
        "The Hot tier keeps larger objects",
        "The Cold tier keeps larger objects",
    )
    assert larger.supported and "Cold" in larger.reason  # the heading is no rival
    assert not smaller.supported and "other way round" in smaller.reason
    policies = [
        "Sick pay policy for staff in Ardel: 10 days fully paid, available after at least 3 "
        "months of service.",
        "Sick pay policy for staff in Brint: 14 days in total, of which the first 8 are fully "
        "paid and the remaining 6 are at half pay.",
    ]
    # no content word beside the two names shows them written alike: not compared (the
    # first amount of Brint's sentence is not what is fully paid)
    (paid,) = await verdicts(policies, "Ardel offers more fully paid sick days")
    assert "other way round" not in paid.reason
    careers = [
        "The engineer Anna Berg joined Norvik in 2001 and later became its chief executive.",
        "The engineer Lars Holm joined Norvik in 2005.",
    ]
    # "later became" tells when, it compares Anna Berg with no one
    (later,) = await verdicts(careers, "Anna Berg later became chief executive of Norvik")
    assert later.supported
    canals = ["The Pellin Canal opened in 1881.", "The Drayle Canal opened in 1904."]
    drayle, pellin = await verdicts(
        canals, "The Drayle Canal opened later", "The Pellin Canal opened later"
    )
    # a name sharing a word ("Canal") is a rival all the same
    assert drayle.supported and "Drayle Canal 1904 and Pellin Canal 1881" in drayle.reason
    assert not pellin.supported and "other way round" in pellin.reason
    history = [
        "Building of the Kessel Wall started on 3 March 1952, when East German officials "
        "closed the border between the two halves of Kessel.",
        "The Kessel Wall was opened on 9 May 1980 after months of protests in East Germany. "
        "German reunification formally took place on 1 June 1981.",
    ]
    (gap,) = await verdicts(
        history, "Germany was formally reunified on 1 June 1981, about 29 years later"
    )
    # "29 years later" is a gap after an event, not Germany compared with East Germany
    assert not gap.supported and "East German" not in gap.reason


@pytest.mark.anyio
async def test_an_amount_of_another_kind_decides_no_comparison() -> None:
    contexts = [
        "Halvern Freight reported sales of 530 million crowns and employed 1,900 people.",
        "Tosca Haulage reported sales of 610 million crowns and employed 2,450 people.",
    ]
    more, fewer, vessels = await verdicts(
        contexts,
        "Tosca Haulage had more employees",
        "Halvern Freight had more employees",
        "Tosca Haulage had more vessels",
    )
    # 1,900 and 2,450 are head counts written with a comma, not years
    assert more.supported and "Tosca Haulage 2450 and Halvern Freight 1900" in more.reason
    assert not fewer.supported and "other way round" in fewer.reason
    # nothing the context gives stands by "vessels": the sales are not what it counts
    assert not vessels.supported and "610" not in vessels.reason


def test_a_degree_sign_makes_a_temperature_unit_not_a_name() -> None:
    celsius = tokenize("stored at 2 °C to 8 °C, or 46 °F, with vitamin C")
    assert [t.text for t in celsius if not t.is_number][:4] == [
        "stored",
        "at",
        "celsius",
        "to",
    ]
    assert "fahrenheit" in [t.text for t in celsius]
    assert [t.text for t in celsius][-1] == "c"  # "vitamin C" keeps its name


@pytest.mark.anyio
async def test_the_same_number_in_another_unit_is_a_conflict() -> None:
    contexts = ["Keep the serum refrigerated at 4 °C. Discard it after 30 days."]
    (fahrenheit,) = await verdicts(contexts, "Keep the serum refrigerated at 4 °F")
    assert not fahrenheit.supported and "other units" in fahrenheit.reason
    tiers = [
        "Kessock Vault documentation - Deep tier. The Deep tier is designed for long-term "
        "retention. Objects are limited to 300 GB each, and retrieval can take up to 10 hours."
    ]
    terabytes, absent = await verdicts(
        tiers,
        "The Deep tier allows objects of up to 300 TB",
        "The Deep tier allows objects of up to 300 GB with instant retrieval",
    )
    assert not terabytes.supported and "other units" in terabytes.reason
    # a changed unit says something else, which weighs more than two words left unsaid
    assert terabytes.degree is not None and absent.degree is not None
    assert terabytes.degree < absent.degree


@pytest.mark.anyio
async def test_a_denial_the_best_sentence_says_nothing_of_is_no_opposite() -> None:
    contexts = [
        "Diver Pia Lund reached a depth of 112 metres on Saturday after a descent of four "
        "minutes. She wore no fins and did not use a weighted sled, which most record "
        "attempts rely on."
    ]
    stated, unsaid, opposite = await verdicts(
        contexts,
        "Pia Lund reached a depth of 112 metres without a weighted sled",
        "Pia Lund reached a depth of 112 metres without a safety diver",
        "Pia Lund did not reach a depth of 112 metres",
    )
    assert stated.supported  # the denial stands in the next clause
    assert not unsaid.supported and "opposite" not in unsaid.reason
    assert not opposite.supported and "opposite" in opposite.reason
    assert opposite.degree is not None and unsaid.degree is not None
    assert opposite.degree < unsaid.degree


@pytest.mark.anyio
async def test_a_case_outside_a_bound_does_not_take_what_the_bound_applies_to() -> None:
    contexts = [
        "Travel policy TP-7: Staff may work from a partner office abroad for up to 15 "
        "working days per calendar year. Stays longer than 15 working days require prior "
        "approval from the regional director."
    ]
    short, free = await verdicts(
        contexts,
        "Staff need approval to work from a partner office abroad for 10 working days",
        "Staff may work from a partner office abroad for 10 working days",
    )
    assert not short.supported and "cases other than 10" in short.reason
    assert free.supported  # "working days" is the unit, and 10 is within "up to 15"
    travel = [
        "Corvel Tooling's travel and expense policy reimburses economy-class airfare for all "
        "flights under six hours. Premium economy is allowed for flights of six hours or more."
    ]
    (premium,) = await verdicts(
        travel, "Corvel Tooling's travel policy allows premium economy on a seven-hour flight"
    )
    assert premium.supported  # the policy's name is no word the bound applies to
    hotels = [
        "Travel Policy (Corvel Tooling). Hotel costs are reimbursed up to $180 per night in "
        "standard cities and $290 per night in designated high-cost cities.",
        "Expense Claims (Corvel Tooling FAQ). Receipts are required for every expense above $20.",
    ]
    (limit,) = await verdicts(
        hotels,
        "The nightly hotel reimbursement limit in a designated high-cost city under Corvel "
        "Tooling's policy is $290",
    )
    assert limit.supported  # $290 is the claim's value, which the context gives: no case
    leave = [
        "Leave Policy LP-4, Sabbatical: Staff who have worked for the firm for at least 5 "
        "years are entitled to 8 weeks of paid sabbatical. Staff with less than 5 years of "
        "service receive 2 weeks of unpaid leave."
    ]
    (served,) = await verdicts(
        leave, "A member of staff with 7 years of service is entitled to 8 weeks of paid sabbatical"
    )
    assert served.supported  # "of service" says what the case counts, not what it misses


@pytest.mark.anyio
async def test_lies_on_says_where_a_place_is_like_located_on() -> None:
    contexts = [
        "Pellow Mill is a restored watermill near the village of Dunmere. It is now run as "
        "a museum by the Dunmere Heritage Trust.",
        "Dunmere is a village in the county of Harth, located on the east bank of the River "
        "Ose. It has about 900 inhabitants and a Norman church.",
    ]
    east, west = await verdicts(
        contexts,
        "The village near Pellow Mill lies on the east bank of the River Ose",
        "The village near Pellow Mill lies on the west bank of the River Ose",
    )
    assert east.supported
    assert not west.supported


@pytest.mark.anyio
async def test_a_quoted_nickname_stays_within_the_name() -> None:
    contexts = [
        "Salt Roads is a novel by the Danish author Ida Brandt. Set in the port town of Vell, "
        'it is narrated by Anna Marie "Pip" Tollund. Her father is the ferryman Erik Tollund.'
    ]
    nickname, father = await verdicts(
        contexts,
        "The novel is narrated by Pip Tollund",
        "The novel is narrated by Erik Tollund",
    )
    assert nickname.supported
    assert not father.supported


@pytest.mark.anyio
async def test_even_if_claims_every_case_where_the_context_sets_a_condition() -> None:
    contexts = [
        "Gift policy GP-2: Cash must never be accepted, regardless of the amount. "
        "Hospitality such as dinners or concert tickets is permitted if it is modest and "
        "the host attends."
    ]
    conceded, whether, kept = await verdicts(
        contexts,
        "Hospitality is permitted whenever it is modest, even if the host does not attend",
        "Hospitality is permitted whether or not the host attends",
        "Hospitality is permitted if it is modest and the host attends",
    )
    assert not conceded.supported and "limits it (if)" in conceded.reason
    assert not whether.supported
    assert kept.supported


@pytest.mark.anyio
async def test_a_denial_of_part_of_a_sentence_is_no_opposite_of_the_rest() -> None:
    contexts = [
        "Carrier Halvo has been fined 2.1 million euros by the national telecoms regulator "
        "for failing to warn customers about roaming charges.",
        "No one was injured, but the road between Arn and Kessel was closed for three days "
        "while the lorries were removed.",
    ]
    fined, warned, closed, injured = await verdicts(
        contexts,
        "The telecoms regulator fined Halvo 2.1 million euros",
        "Halvo warned customers about roaming charges",
        "The road between Arn and Kessel was closed for three days",
        "The road between Arn and Kessel was not closed",
    )
    assert fined.supported and closed.supported
    assert not warned.supported and "opposite" in warned.reason
    assert not injured.supported and "opposite" in injured.reason


@pytest.mark.anyio
async def test_stopping_short_of_or_refusing_to_do_something_is_not_doing_it() -> None:
    contexts = [
        "The tribunal upheld the fine but stopped short of revoking the operator's licence.",
        "The mayor refused to sign the Harlow Quay lease, and the harbour board approved it.",
    ]
    revoked, kept, signed, unsigned, approved = await verdicts(
        contexts,
        "The tribunal revoked the operator's licence",
        "The tribunal did not revoke the operator's licence",
        "The mayor signed the Harlow Quay lease",
        "The mayor did not sign the Harlow Quay lease",
        "The harbour board approved the Harlow Quay lease",
    )
    assert not revoked.supported and "opposite" in revoked.reason
    assert not signed.supported and "opposite" in signed.reason
    assert kept.supported and unsigned.supported and approved.supported


@pytest.mark.anyio
async def test_decades_and_centuries_count_years() -> None:
    contexts = [
        "Mara Velt published her atlas in 1911, more than twenty years after returning from "
        "the Orkney survey. The Velt archive was founded 300 years after the abbey.",
    ]
    two, three, centuries, twentieth = await verdicts(
        contexts,
        "Mara Velt published her atlas over two decades after returning from the survey",
        "Mara Velt published her atlas over three decades after returning from the survey",
        "The Velt archive was founded three centuries after the abbey",
        "The Velt archive was founded in the 20th century",
    )
    assert two.supported and centuries.supported
    assert not three.supported and "20" in three.reason
    assert "2000" not in twentieth.reason and "2,000" not in twentieth.reason


@pytest.mark.anyio
async def test_a_race_time_is_one_number() -> None:
    contexts = ["Ilse Marn won the 400 m freestyle in 4:08.1 and the marathon in 2:25:07."]
    swim, wrong, marathon = await verdicts(
        contexts,
        "Ilse Marn won the 400 m freestyle in 4:08.1",
        "Ilse Marn won the 400 m freestyle in 4:08.9",
        "Ilse Marn won the marathon in 2:25:07",
    )
    assert swim.supported and marathon.supported
    assert not wrong.supported and "4:08.9" in wrong.reason


@pytest.mark.anyio
async def test_a_gap_between_two_race_times_is_computed_evidence() -> None:
    contexts = [
        "Ilse Marn won the Varde Marathon in 2:08:41.",
        "Oda Lind finished the Varde Marathon second, in 2:09:15. Lind won the 400 m in "
        "4:08.1 and Marn was second in 4:10.3.",
    ]
    right, wrong, swim, off = await verdicts(
        contexts,
        "Ilse Marn was faster than Oda Lind by 34 seconds",
        "Ilse Marn was faster than Oda Lind by 26 seconds",
        "Oda Lind won the 400 m by 2.2 seconds",
        "Oda Lind won the 400 m by 3.2 seconds",
    )
    assert not right.supported  # computed, not stated: weak evidence, graded above a miss
    assert right.strength > wrong.strength
    assert swim.strength > off.strength


@pytest.mark.anyio
async def test_a_difference_in_other_units_of_one_measure_is_computed_evidence() -> None:
    contexts = [
        "The Orla 45 rucksack weighs 1.6 kg empty. The Orla 38 has an empty weight of 1.1 kg."
    ]
    right, wrong = await verdicts(
        contexts,
        "The Orla 45 is heavier by 500 grams",
        "The Orla 45 is heavier by 600 grams",
    )
    assert right.strength > wrong.strength


@pytest.mark.anyio
async def test_an_age_the_years_give_is_computed_evidence() -> None:
    contexts = [
        "Oda Lind founded the Varde choir in 1948, at the age of 31, and led it until her "
        "death in 1979. Her brother Aren was born in 1925 and died in 2003."
    ]
    right, wrong, born, off = await verdicts(
        contexts,
        "Oda Lind died at about 62",
        "Oda Lind died at about 72",
        "Aren Lind died at 78",
        "Aren Lind died at 87",
    )
    assert not right.supported  # computed, not stated: weak evidence, graded above a miss
    assert right.strength > wrong.strength
    assert born.strength > off.strength


@pytest.mark.anyio
async def test_a_year_inside_a_span_a_state_held_is_held() -> None:
    contexts = ["Ilse Marn served as mayor of Ardby from 1990 to 1998 and founded Orme Press."]
    within, after, founded = await verdicts(
        contexts,
        "Ilse Marn was mayor of Ardby in 1994",
        "Ilse Marn was mayor of Ardby in 2001",
        "Ilse Marn founded Orme Press in 1994",
    )
    assert within.supported
    assert not after.supported and not founded.supported


@pytest.mark.anyio
async def test_years_later_counts_from_the_year_of_the_sentence_before() -> None:
    contexts = [
        "Ilse Marn won the Varde marathon in 1960. Four years later in Ardby, weeks after an "
        "operation, she won it again."
    ]
    right, wrong = await verdicts(
        contexts, "In Ardby in 1964 Ilse Marn won again", "In Ardby in 1968 Ilse Marn won again"
    )
    assert right.supported
    assert not wrong.supported


@pytest.mark.anyio
async def test_after_one_event_another_is_checked_by_the_years_of_both() -> None:
    contexts = [
        "The Orme bridge over the river Vell was designed by Ilse Marn and opened on 11 June 1889.",
        "Ilse Marn completed the Ardby viaduct at Hollin in 1882 and retired to teach in 1895.",
    ]
    wrong, right = await verdicts(
        contexts,
        "After the bridge opened, Ilse Marn went on to complete the Ardby viaduct at Hollin",
        "After the bridge opened, Ilse Marn retired to teach",
    )
    assert not wrong.supported and "1882" in wrong.reason
    assert right.supported


@pytest.mark.anyio
async def test_a_month_after_a_verb_is_a_date_not_its_object() -> None:
    contexts = ["Ilse Marn (born September 26, 1981) is a Danish rower who won in Ardby."]
    (born,) = await verdicts(contexts, "Ilse Marn was born in 1981")
    assert born.supported, born.reason


@pytest.mark.anyio
async def test_shortly_after_is_no_gap_of_years() -> None:
    contexts = [
        "Mara Velt published her atlas in 1911, more than twenty years after returning from "
        "the Orkney survey. She married Ivo Kasse in 1920, two weeks after her return from "
        "Oslo."
    ]
    soon, married = await verdicts(
        contexts,
        "Mara Velt published her atlas in 1911, shortly after she returned from the survey",
        "Mara Velt married Ivo Kasse in 1920, shortly after her return from Oslo",
    )
    assert not soon.supported and "20 years after" in soon.reason
    assert married.supported


@pytest.mark.anyio
async def test_the_decline_a_cause_is_blamed_for_is_no_refusal() -> None:
    (blamed,) = await verdicts(
        ["A survey attributed the decline to an outbreak of strangles."],
        "The survey blamed the decline on an outbreak of strangles",
    )
    assert "opposite" not in blamed.reason


@pytest.mark.anyio
async def test_a_year_the_context_writes_for_the_claims_words_beats_one_it_implies() -> None:
    contexts = [
        "Fenlight is a literary magazine founded in 1950 by the poets Ana Roth and Per Lind. "
        "It published early work by the novelist Ilse Marrow.",
        "Ilse Marrow (born 1938) is a novelist from Dunholm. Her first story appeared in "
        "Fenlight in 1959, and her debut novel, Salt Hours, was published in 1964.",
    ]
    written, implied = await verdicts(
        contexts,
        "The debut novel of the writer whose early work appeared in Fenlight was published in 1964",
        "The debut novel of the writer whose early work appeared in Fenlight was published in 1959",
    )
    assert written.supported
    assert not implied.supported


@pytest.mark.anyio
async def test_a_name_found_only_in_another_passage_is_not_called_absent() -> None:
    contexts = [
        "Corvel Tooling's travel policy reimburses economy airfare for all flights under six "
        "hours. Premium economy is allowed for flights of six hours or more, and business "
        "class only with written approval from a divisional director."
    ]
    (elsewhere,) = await verdicts(
        contexts,
        "Corvel Tooling's travel policy allows business class on a seven-hour flight without "
        "a director's approval",
    )
    assert not elsewhere.supported
    assert "does not mention" not in elsewhere.reason  # the context does name it


@pytest.mark.anyio
async def test_an_answer_to_which_and_by_how_much_states_its_margin_with_the_option() -> None:
    question = "Which tower is taller, and by how much?"
    assert await statements(question, "The Ferro Tower, by 64 metres") == (
        "The Ferro Tower is taller by 64 metres",
    )
    assert await statements(question, "The Ferro Tower (64 metres)") == (
        "The Ferro Tower is taller by 64 metres",
    )
    assert await statements(question, "The Ferro Tower") == ("The Ferro Tower is taller",)


@pytest.mark.anyio
async def test_a_margin_stated_after_the_comparative_must_be_the_gap_between_the_two() -> None:
    contexts = [
        "The Ferro Tower, completed in 1974, is 312 metres tall.",
        "The Lund Tower, completed in 1961, is 248 metres tall.",
    ]
    right, operand, wrong = await verdicts(
        contexts,
        "The Ferro Tower is taller by 64 metres",
        "The Ferro Tower is taller by 248 metres",
        "The Ferro Tower is taller than the Lund Tower by about 30 metres",
    )
    assert right.supported, right.reason
    assert not operand.supported
    assert not wrong.supported and "not 30 apart" in wrong.reason


@pytest.mark.anyio
async def test_a_difference_stated_in_units_before_the_comparative_must_be_the_gap() -> None:
    contexts = ["The Halvard Bridge is 420 metres long. The Osten Bridge is 300 metres long."]
    right, wrong, shorter = await verdicts(
        contexts,
        "The Halvard Bridge is 120 metres longer than the Osten Bridge",
        "The Halvard Bridge is 200 metres longer than the Osten Bridge",
        "The Osten Bridge is 200 metres shorter than the Halvard Bridge",
    )
    assert right.supported, right.reason
    assert not wrong.supported and "not 200 apart" in wrong.reason
    assert not shorter.supported and "not 200 apart" in shorter.reason


@pytest.mark.anyio
async def test_years_stated_before_older_must_be_the_gap_between_the_two_births() -> None:
    contexts = ["Mira Holt was born in 1950. Jonas Holt was born in 1958."]
    right, wrong, younger = await verdicts(
        contexts,
        "Mira Holt was eight years older than Jonas Holt",
        "Mira Holt was three years older than Jonas Holt",
        "Jonas Holt was three years younger than Mira Holt",
    )
    assert right.supported, right.reason
    assert not wrong.supported and "not 3 years apart" in wrong.reason
    assert not younger.supported and "not 3 years apart" in younger.reason


@pytest.mark.anyio
async def test_the_faster_of_two_response_times_is_the_shorter_by_its_stated_margin() -> None:
    contexts = [
        "Support plan Gold: initial response within 1 hour for P1 tickets.",
        "Support plan Silver: initial response within 4 hours for P1 tickets.",
    ]
    right, operand, slower = await verdicts(
        contexts,
        "Gold has the faster response time for P1 tickets by 3 hours",
        "Gold has the faster response time for P1 tickets by 4 hours",
        "Silver has the faster response time for P1 tickets",
    )
    assert right.supported, right.reason
    assert not operand.supported and "not 4 apart" in operand.reason
    assert not slower.supported


@pytest.mark.anyio
async def test_a_count_given_as_a_total_is_the_sum_of_two_counts_beside_its_words() -> None:
    contexts = [
        "The Main Hall of the Varo Centre seats 1,200 people.",
        "The Studio Hall seats 350. The centre opened with 12 staff.",
    ]
    right, wrong, unrelated = await verdicts(
        contexts,
        "The halls of the Varo Centre seat 1,550 people in total",
        "The halls of the Varo Centre seat 1,450 people in total",
        "The halls of the Varo Centre seat 1,212 people in total",  # seats and staff
    )
    assert right.supported, right.reason
    assert not wrong.supported
    assert not unrelated.supported


@pytest.mark.anyio
async def test_a_number_of_months_or_days_may_be_the_span_between_two_dates() -> None:
    contexts = [
        "Repairs on the Tessel Bridge began in March 2018 and were completed in November 2018.",
        "The 2019 Orla festival ran from 4 July 2019 to 18 July 2019.",
    ]
    months, wrong_months, days, weeks, wrong_days = await verdicts(
        contexts,
        "The Tessel Bridge repairs took eight months",
        "The Tessel Bridge repairs took ten months",
        "The 2019 Orla festival ran for 14 days",
        "The 2019 Orla festival ran for two weeks",
        "The 2019 Orla festival ran for 12 days",
    )
    assert months.supported, months.reason
    assert days.supported, days.reason
    assert weeks.supported, weeks.reason
    assert not wrong_months.supported
    assert not wrong_days.supported


@pytest.mark.anyio
async def test_an_opening_pronoun_refers_to_the_subject_before_the_questions_time_clause() -> None:
    assert await statements("How old was Ilmar Vesk when he died?", "He was 62 when he died.") == (
        "Ilmar Vesk was 62 when he died",
    )


@pytest.mark.anyio
async def test_two_names_sharing_one_noun_are_one_phrase_not_two_clauses() -> None:
    contexts = ["Phone support is available on the Pro and Enterprise plans only."]
    pro, both, basic = await verdicts(
        contexts,
        "Phone support is available on the Pro plan",
        "Phone support is available on the Pro and Enterprise plans",
        "Phone support is available on the Basic plan",
    )
    assert pro.supported, pro.reason
    assert both.supported, both.reason
    assert not basic.supported


def test_a_name_and_a_plural_after_and_stay_in_the_clause_they_complete() -> None:
    (sentence,) = analyse_context(["Support runs on the Pro and Enterprise plans only."]).sentences
    assert len(sentence.clause_spans) == 1
    (sentence,) = analyse_context(["He joined the Navy and Marines joined later."]).sentences
    assert len(sentence.clause_spans) == 2


@pytest.mark.anyio
async def test_an_age_between_two_full_dates_counts_whole_years() -> None:
    contexts = [
        "Maren Tolle was born on 18 December 1946 in Arnhem.",
        "Her first film, Salt Road, was released on 20 June 1975.",
    ]
    right, naive = await verdicts(
        contexts,
        "Maren Tolle was 28 years old when her first film was released",
        "Maren Tolle was 29 years old when her first film was released",
    )
    assert right.supported, right.reason
    assert not naive.supported
    (by_years,) = await verdicts(
        ["Maren Tolle was born in 1946.", "Her first film was released in 1975."],
        "Maren Tolle was 29 years old when her first film was released",
    )
    assert by_years.supported, by_years.reason  # years alone: their difference


@pytest.mark.anyio
async def test_a_name_opening_with_an_auxiliary_is_a_short_answer() -> None:
    question = "Who composed the score of the film?"
    assert await statements(question, "Will Jennings") == (
        "The score of the film was composed by Will Jennings",
    )
    assert await statements("Who wrote the lyrics?", "Will Jennings wrote the lyrics.") == (
        "Will Jennings wrote the lyrics",
    )


@pytest.mark.anyio
async def test_a_yes_no_question_with_an_unlisted_verb_after_a_name_still_has_a_statement() -> None:
    question = "Did Johann Galle calculate the predicted position of Neptune?"
    assert await statements(question, "No") == (
        "Johann Galle did not calculate the predicted position of Neptune",
    )


@pytest.mark.anyio
async def test_a_one_word_answer_to_a_question_offering_two_words_takes_its_place() -> None:
    question = "Did Ada Roth move to Montreal before or after the novel won the prize?"
    assert await statements(question, "After.") == (
        "Ada Roth moved to Montreal after the novel won the prize",
    )
    sentence = "Butterflies are far more important."
    question = "Are bees or butterflies the more important pollinators of almonds?"
    assert await statements(question, sentence) == ("Butterflies are far more important",)
    # a question the yes/no form cannot turn ("Is the flag red") is left to the answer
    assert await statements("Is the flag red or blue?", "Red") == ("Red",)


@pytest.mark.anyio
async def test_a_number_the_context_gives_beside_the_claims_own_verb_has_no_rival() -> None:
    contexts = [
        "The ferry Dunmore entered service in 1963 and was withdrawn in 1989 after a boiler fire."
    ]
    withdrawn, wrong, entered = await verdicts(
        contexts,
        "The Dunmore was withdrawn from service in 1989",
        "The Dunmore was withdrawn from service in 1963",
        "The Dunmore entered service in 1989",
    )
    assert withdrawn.supported, withdrawn.reason
    assert not wrong.supported
    assert not entered.supported


@pytest.mark.anyio
async def test_a_gap_after_an_event_is_said_after_the_question_proper() -> None:
    question = (
        "How many years after Halden & Pryce was founded was its co-founder Arthur Halden "
        "appointed an MBE?"
    )
    assert await statements(question, "26") == (
        "Its co-founder Arthur Halden was appointed an MBE 26 years after Halden & Pryce was "
        "founded",
    )
    question = "How many days after the audit did the team have to file its report?"
    assert await statements(question, "5") == (
        "The team had to file its report 5 days after the audit",
    )
    question = "How long after the fall of the Wall was reunification completed?"
    assert await statements(question, "About 11 months") == (
        "Reunification was completed about 11 months after the fall of the Wall",
    )


@pytest.mark.anyio
async def test_a_place_said_while_staying_there_holds_the_main_verb_and_he_is_the_painter() -> None:
    contexts = [
        "The Harbour at Dusk is an oil-on-canvas painting by the Belgian Art-Nouveau painter "
        "Aldo Verhoeven. He painted it in May 1894 while staying at the Hotel Meridien in "
        "Ostend-sur-Mer, looking out over the quay.",
        "Aldo Verhoeven moved to Bruges in 1890, where he painted a series of canal views.",
    ]
    there, elsewhere = await verdicts(
        contexts,
        "Aldo Verhoeven painted The Harbour at Dusk in Ostend-sur-Mer",
        "Aldo Verhoeven painted The Harbour at Dusk in Antwerp",
    )
    assert there.supported, there.reason
    assert not elsewhere.supported
    # "while" that contrasts two things lends the one nothing of the other
    contexts = [
        "Dakota Ridge is a peak near Keystone, South Dakota.",
        "South Dakota is a U.S. state. Its capital is Pierre, while Sioux Falls, with a "
        "population of about 200,000, is the state's largest city.",
    ]
    (capital,) = await verdicts(contexts, "The capital of South Dakota is Sioux Falls")
    assert not capital.supported


@pytest.mark.anyio
async def test_he_or_she_does_not_stand_for_two_people_joined_by_and() -> None:
    answer = (
        "Ines Varga and Tomas Hell founded the lab in 1990, and Mira Stol did not join "
        "because she had moved to Oslo in 1989."
    )
    assert await statements("Who founded the lab?", answer) == (
        "Ines Varga and Tomas Hell founded the lab in 1990",
        "Mira Stol did not join",
        "Mira Stol had moved to Oslo in 1989",
    )


@pytest.mark.anyio
async def test_he_after_a_sentence_about_a_titled_thing_is_the_person_it_names() -> None:
    contexts = [
        "The Harbour at Dusk is a painting by the Flemish painter Aldo Verhoeven, held by the "
        "Royal Museum Antwerp. He was born in Ghent in 1860 and died in Ostend in 1921."
    ]
    person, thing = await verdicts(
        contexts, "Aldo Verhoeven was born in Ghent", "The Harbour at Dusk was born in Ghent"
    )
    assert person.supported, person.reason
    assert not thing.supported


@pytest.mark.anyio
async def test_who_died_first_is_read_from_the_years_the_deaths_are_dated_by() -> None:
    contexts = [
        "Ilse Varga was born in Graz on 3 March 1801. A gifted violinist, she toured widely "
        "across Europe. She died in Prague on 9 June 1870 at the age of 69.",
        "Karl Osten was an Austrian composer born in Linz on 12 May 1810 who admired Varga. "
        "Osten died in Vienna on 2 April 1862.",
    ]
    # (Varga was born first, but died last)
    first, wrong, bounded, overbounded = await verdicts(
        contexts,
        "Karl Osten died before Ilse Varga",
        "Ilse Varga died before Karl Osten",
        "Osten died first, in 1862, more than 7 years before Varga",
        "Osten died first, in 1862, more than 9 years before Varga",
    )
    assert first.supported, first.reason
    assert not wrong.supported
    assert bounded.supported, bounded.reason
    assert not overbounded.supported


@pytest.mark.anyio
async def test_who_held_an_office_earlier_is_dated_where_each_opens_a_sentence() -> None:
    contexts = [
        "Tomas Reyl served as harbour master of Velden from 1971 to 1980, succeeding Greta Lind.",
        "Greta Lind, the port's first female harbour master, held office from 1962 until 1971.",
    ]
    earlier, later = await verdicts(
        contexts,
        "Greta Lind served as harbour master of Velden earlier than Tomas Reyl",
        "Tomas Reyl served as harbour master of Velden earlier than Greta Lind",
    )
    assert earlier.supported, earlier.reason
    assert not later.supported


@pytest.mark.anyio
async def test_a_comparison_of_counts_takes_the_amounts_its_noun_counts() -> None:
    contexts = [
        "Halvard Mills was the largest employer in Tessby, with about 3,100 staff at its plant "
        "in 1972.",
        "Its rival, the Orrin Loom Company, was smaller, with around 1,800 staff, but filed more "
        "patents in 1972: 11 against Halvard Mills' 4.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The Orrin Loom Company filed more patents in 1972 than Halvard Mills",
        "Halvard Mills, the larger with about 3,100 staff, filed more patents in 1972 than the "
        "Orrin Loom Company",
    )
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_which_animal_lives_longer_is_read_from_the_spans_each_lives() -> None:
    contexts = [
        "The pale reed warbler (Acrocephalus pallidus) is found in the marshes of the Venn delta. "
        "Adults weigh 11-13 grams and live about 5 years in the wild.",
        "The fork-tailed warbler (Acrocephalus rufipennis) breeds in upland scrub. Adults weigh "
        "14-16 grams, making it the heaviest warbler of the region, though individuals rarely "
        "live beyond 3 years.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The pale reed warbler lives longer in the wild than the fork-tailed warbler",
        "The fork-tailed warbler lives longer in the wild than the pale reed warbler",
    )
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_comparison_with_a_margin_after_a_comma_is_made_against_the_other_option() -> None:
    question = "Which canal is longer, the Arnfeld or the Vosse, and by roughly how much?"
    answer = "The Arnfeld is longer, by about 38 kilometres (roughly 214 km versus 176 km)."
    (statement,) = await statements(question, answer)
    assert statement == (
        "The Arnfeld is longer than the Vosse, by about 38 kilometres (roughly 214 km versus "
        "176 km)"
    )
    contexts = [
        "The Arnfeld Canal is a waterway of the northern plain, about 214 kilometres long.",
        "The Vosse Canal links the river ports of the south and is about 176 kilometres long.",
    ]
    wrong = statement.replace("38", "48")
    right, miscomputed = await verdicts(contexts, statement, wrong)
    assert right.supported, right.reason
    assert not miscomputed.supported
    # a comparative before its noun keeps the other option at the end
    question = "Which town has the larger population, Keswald or Marrin?"
    assert await statements(question, "Keswald has the larger population.") == (
        "Keswald has the larger population than Marrin",
    )


@pytest.mark.anyio
async def test_a_difference_stated_before_a_rate_and_its_than_must_be_the_gap() -> None:
    contexts = [
        "Plans and pricing: Basic costs $9 per seat per month. Plus costs $23 per seat per "
        "month and adds single sign-on."
    ]
    right, wrong = await verdicts(
        contexts,
        "The Plus plan costs $14 more per seat per month than the Basic plan",
        "The Plus plan costs $15 more per seat per month than the Basic plan",
    )
    assert right.supported, right.reason
    assert not wrong.supported
    contexts = [
        "Ilse Marn is a Norwegian skier. She won 14 national titles between 1990 and 2004.",
        "Tove Berg is a Swedish skier. She won 8 national titles in her career.",
    ]
    claim = "Ilse Marn, with 14 titles to Berg's eight won more national titles than Tove Berg"
    (count,) = await verdicts(contexts, claim)
    assert count.supported, count.reason  # "eight won more": no difference of eight


@pytest.mark.anyio
async def test_an_opening_phrase_of_a_question_closes_the_statement() -> None:
    question = (
        "With annual billing, how much more per seat per month does the Plus plan cost than "
        "the Basic plan?"
    )
    assert await statements(question, "$12") == (
        "The Plus plan costs $12 more per seat per month than the Basic plan with annual billing",
    )


@pytest.mark.anyio
async def test_a_yes_no_question_about_the_only_one_to_have_done_it_keeps_the_noun_phrase() -> None:
    question = "Is Lena Voss the only skier to have won gold medals in two different disciplines?"
    (statement,) = await statements(question, "Yes")
    assert statement == (
        "Lena Voss is the only skier to have won gold medals in two different disciplines"
    )
    contexts = [
        "Lena Voss is a Norwegian skier. She won gold in the downhill in 1994 and in the slalom "
        "in 1998. She remains the only skier to have won gold medals in two different "
        "disciplines."
    ]
    (verdict,) = await verdicts(contexts, statement)
    assert verdict.supported, verdict.reason
    contexts = [
        "Ada Lind was a Danish chemist. She shared the 1931 Varn Prize in Physics and won the "
        "1940 Varn Prize in Chemistry alone. She remains the only person to have won Varn Prizes "
        "in two different fields."
    ]
    claim = "Ada Lind is the only person to have won Varn Prizes in two different fields"
    (verdict,) = await verdicts(contexts, claim)
    assert verdict.supported, verdict.reason  # no "A and B in different ..." comparison
    question = "Are the authors of Salt Roads and The Glass Harbour from the same country?"
    assert await statements(question, "No") == (
        "The authors of Salt Roads and The Glass Harbour are not from the same country",
    )


@pytest.mark.anyio
async def test_a_participle_clause_after_the_predicate_describes_the_opening_name() -> None:
    contexts = [
        "Dame Ilse Marrow was an English chemist, botanist and author, born on 4 March 1811 at "
        "Hythe Grange in Kent. Her treatise on mosses appeared in 1850.",
        "Anton Keller was a Swiss botanist born on 9 May 1815 in Basel. He corresponded with "
        "Marrow for thirty years.",
    ]
    right, wrong = await verdicts(
        contexts, "Ilse Marrow was born in 1811", "Anton Keller was born in 1811"
    )
    assert right.supported, right.reason
    assert not wrong.supported
    # the clause describes another name, or a name that does not open the sentence
    contexts = [
        "Ilse Marrow was an English chemist and the teacher of Anton Keller, born on 9 May 1815 "
        "in Basel. The portrait of Greta Lind was painted by her cousin, born in 1790 in Hythe.",
        "Tove Berg was born on 2 June 1815 in Ghent. Her brother Nils Berg was born in 1790.",
    ]
    other, inside = await verdicts(
        contexts, "Ilse Marrow was born in 1815", "Greta Lind was born in 1790"
    )
    assert not other.supported
    assert not inside.supported


@pytest.mark.anyio
async def test_a_question_word_after_a_verb_is_asked_and_a_relative_one_is_not() -> None:
    question = (
        "The shipping magnate who bought the Varn Line in 1971 sponsored which Premier Rowing "
        "League crew?"
    )
    assert await statements(question, "The Hallam Eights") == (
        "The shipping magnate who bought the Varn Line in 1971 sponsored the Hallam Eights",
    )
    question = "The naturalist who named the moss was born in what town?"
    assert await statements(question, "Quedlinburg") == (
        "The naturalist who named the moss was born in Quedlinburg",
    )


@pytest.mark.anyio
async def test_a_year_put_before_or_after_a_dated_event_must_fall_on_that_side() -> None:
    contexts = [
        "The Varn Uprising, which began in 1812 and ended in 1820, overthrew the margraves. "
        "During the uprising the old citadel was opened to the public on 3 May 1816."
    ]
    right, wrong, ended = await verdicts(
        contexts,
        "The citadel was opened to the public on 3 May 1816, a few years after the Varn "
        "Uprising began",
        "The citadel was opened to the public on 3 May 1816, a few years before the Varn "
        "Uprising began",
        "The citadel was opened to the public on 3 May 1816, a few years after the Varn "
        "Uprising ended",
    )
    assert right.supported, right.reason
    assert not wrong.supported
    assert not ended.supported


@pytest.mark.anyio
async def test_the_museum_that_houses_a_painting_is_the_one_it_is_kept_at() -> None:
    contexts = [
        "The Blue Orchard is an oil painting by the Danish artist Ida Holm. It has been kept at "
        "the Rask Gallery in Odense since 1921.",
        "The Rask Gallery is the largest art museum on Funen. It opened to the public on 2 June "
        "1885.",
    ]
    (opened,) = await verdicts(
        contexts, "The museum that houses The Blue Orchard opened to the public on 2 June 1885"
    )
    assert opened.supported, opened.reason


@pytest.mark.anyio
async def test_what_needs_replacing_more_often_has_the_shorter_interval() -> None:
    question = (
        "In the Clearwell K2, which needs cleaning more often under normal use: the mesh "
        "pre-filter or the ceramic cartridge?"
    )
    (statement,) = await statements(question, "The mesh pre-filter (every 3 months vs. 9 months)")
    assert statement == (
        "The mesh pre-filter needs cleaning more often under normal use in the Clearwell K2 "
        "than the ceramic cartridge (every 3 months vs. 9 months)"
    )
    contexts = [
        "Clearwell K2 manual, care section: Clean the mesh pre-filter every 3 months.",
        "The ceramic cartridge should be cleaned every 9 months.",
    ]
    swapped = "The ceramic cartridge needs cleaning more often than the mesh pre-filter"
    right, wrong = await verdicts(contexts, statement, swapped)
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_gap_stated_after_the_other_thing_must_be_the_gap_between_their_dates() -> None:
    question = "Which comet was discovered first, Varn or Osk, and by how many years?"
    contexts = [
        "Comet Varn was discovered by the astronomer Ida Brun on 2 March 1802.",
        "Comet Osk was located on 9 October 1861 by Karl Mett at the Vienna Observatory.",
    ]
    (right,) = await statements(question, "Varn, by 59 years")
    (wrong,) = await statements(question, "Varn, by 69 years")
    assert right == "Varn was discovered first, before Osk by 59 years"
    held, miscounted = await verdicts(contexts, right, wrong)
    assert held.supported, held.reason
    assert not miscounted.supported


@pytest.mark.anyio
async def test_a_clause_after_a_span_of_time_stays_with_it() -> None:
    answer = "The bridge opened in 1932, about 14 months after the tunnel was completed."
    assert await statements("When did the bridge open?", answer) == (
        "The bridge opened in 1932, about 14 months after the tunnel was completed",
    )


@pytest.mark.anyio
async def test_whether_two_people_died_in_the_same_year_is_read_from_their_death_years() -> None:
    contexts = [
        "Ilse Varga was born in Graz in March 1701. Varga died in Prague on 2 May 1760.",
        "Karl Osten was born in Linz in May 1701, two months after Varga. Osten died in Vienna on "
        "9 June 1768.",
    ]
    same, different = await verdicts(
        contexts,
        "Ilse Varga and Karl Osten died in the same year",
        "Ilse Varga and Karl Osten did not die in the same year",
    )
    assert not same.supported
    assert different.supported, different.reason


def test_a_sentence_opening_on_a_possessive_names_its_thing_where_it_acts_later() -> None:
    context = analyse_context(
        [
            "Salt Harbour, directed by Karl Osten, premiered in Oslo in May 1960. Because its "
            "general release came in 1961, it competed at the Academy Awards held in 1962, "
            "where it won Best Picture."
        ]
    )
    claim = analyse_claim("Salt Harbour won Best Picture", context.known, context.lower)
    sentence = context.sentences[1]
    found = occurrences(claim.names[0], sentence, context)
    assert [sentence.tokens[i].text for i in found] == ["its", "it", "it"]


@pytest.mark.anyio
async def test_a_year_given_as_years_later_than_another_dates_the_verb() -> None:
    contexts = [
        "Work on the Marl Canal began in 1791, and the canal opened to boats eleven years later.",
        "The Ossby Railway was begun in 1796 and opened in 1799.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The Ossby Railway opened before the Marl Canal",
        "The Marl Canal opened before the Ossby Railway",
    )
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_he_or_she_answering_about_a_persons_thing_is_the_person() -> None:
    question = "What is Ada Lind's connection to the Varn Mill?"
    assert await statements(question, "She has owned the mill since 2015.") == (
        "Ada Lind has owned the mill since 2015",
    )


@pytest.mark.anyio
async def test_a_second_question_about_the_chosen_one_is_answered_of_it() -> None:
    question = "Which is higher, Mount Varn or Mount Osk, and how high is the higher one?"
    assert await statements(question, "Mount Varn, at roughly 2,410 metres") == (
        "Mount Varn is higher than Mount Osk",
        "Mount Varn is roughly 2,410 metres high",
    )
    question = "Which is deeper, Lough Brae or Lake Senna, and how deep is it at its deepest point?"
    assert await statements(question, "Lake Senna, which reaches 58 metres") == (
        "Lake Senna is deeper than Lough Brae",
        "Lake Senna reaches 58 metres",
    )
    contexts = [
        "Mount Varn, in the northern range, is the highest peak of the region at about 2,410 "
        "metres.",
        "Mount Osk rises to about 1,980 metres above the eastern valley.",
    ]
    right, wrong = await verdicts(
        contexts,
        "Mount Varn is roughly 2,410 metres high",
        "Mount Varn is roughly 1,980 metres high",
    )
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_year_some_years_later_than_a_year_given_is_computed_from_it() -> None:
    contexts = [
        "Harl & Moss began in 1962 as a supplier to bakeries. It opened its first plant abroad "
        "in 1983 and listed its shares on the stock exchange four years later."
    ]
    right, wrong = await verdicts(
        contexts,
        "Harl & Moss listed its shares on the stock exchange in 1987",
        "Harl & Moss listed its shares on the stock exchange in 1985",
    )
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_described_doer_is_found_by_the_deed_a_later_sentence_gives_the_thing() -> None:
    contexts = [
        "Low Fields, the second studio album by the Welsh band Harrow, was released on 3 May "
        "1994. It was produced by Ida Brun and recorded mostly in Cardiff.",
        "Salt Choir is a folk band formed in Bristol in 1997 by Tom Hale and Ida Brun, who "
        "plays drums in the group. Tom Hale left in 2003 to join Grey Lantern.",
    ]
    (right,) = await verdicts(
        contexts, "The producer of Harrow's album Low Fields plays drums in Salt Choir"
    )
    assert right.supported, right.reason
    assert right.reason.startswith("Ida Brun is the one described")


@pytest.mark.anyio
async def test_who_was_with_an_adjective_puts_the_answer_first() -> None:
    assert await statements("Who was victorious at the Battle of Varn Ford?", "Queen Ida") == (
        "Queen Ida was victorious at the Battle of Varn Ford",
    )


@pytest.mark.anyio
async def test_a_number_with_its_scale_after_a_name_is_an_amount_not_a_model() -> None:
    contexts = [
        "The court ruled on Tuesday that Harl Mills must pay Osk Dye Works 4.1 million crowns "
        "for unpaid invoices.",
        "Osk Dye Works said it was pleased with the outcome.",
    ]
    (paid,) = await verdicts(contexts, "Harl Mills must pay Osk Dye Works for unpaid invoices")
    assert paid.supported, paid.reason


@pytest.mark.anyio
async def test_what_one_did_before_another_did_something_is_dated_by_each_verb() -> None:
    contexts = [
        "The Varn brothers, Ada and Tom, made the first sustained flight of a powered glider "
        "over the dunes at Osk Point on 12 November 1911.",
        "Harl Motor Works is a carmaker founded by Ida Harl, who died in 1912. It was "
        "incorporated on 3 May 1911 in Brenford, with money from nine investors.",
    ]
    before, not_before, own_year = await verdicts(
        contexts,
        "The Varn brothers made their first powered flight before Harl Motor Works was founded",
        "The Varn brothers did not make their first powered flight before Harl Motor Works was "
        "founded",
        "The Varn brothers made their first powered flight in 1910, after Harl Motor Works was "
        "founded",
    )
    assert not before.supported
    assert not_before.supported, not_before.reason
    assert not own_year.supported  # the claim's own years are not the context's


@pytest.mark.anyio
async def test_a_span_of_years_is_not_a_count_of_other_things() -> None:
    contexts = [
        "Osk Dairy was founded in Brenford in 2006 by the brothers Ivo and Tam Harl.",
        "In 2012 Osk launched Mela, its first goat-milk cheese. By 2020 Mela was sold in 9 "
        "countries.",
    ]
    nine, six = await verdicts(
        contexts,
        "Osk Dairy launched its first goat-milk cheese 9 years after its founding",
        "Osk Dairy launched its first goat-milk cheese 6 years after its founding",
    )
    assert not nine.supported, nine.reason
    assert six.supported, six.reason


@pytest.mark.anyio
async def test_options_set_off_in_the_middle_of_a_question_are_read_as_options() -> None:
    question = "Which of the two poets, Ida Roos or Karl Varn, was born in Brenford?"
    assert await statements(question, "Karl Varn") == ("Karl Varn was born in Brenford",)
    assert await statements("Which river, the Osk or the Tarn, is longer?", "The Tarn") == (
        "The Tarn is longer than the Osk",
    )


@pytest.mark.anyio
async def test_a_full_name_with_a_middle_name_names_the_person_without_it() -> None:
    contexts = [
        "Karl Varn was born on 2 May 1801 at Osk Manor near Brenford.",
        "Ida Maria Roos was born in Tarnby in 1805 and studied at the academy there.",
    ]
    await assert_holds_not(contexts, "Ida Roos was born in Tarnby", "Karl Varn was born in Tarnby")
    titled = ["The other was a Tarnish army commanded by Field Marshal Ivo Karl von Harl."]
    (marshal,) = await verdicts(titled, "A Tarnish army was commanded by Field Marshal Harl")
    assert marshal.supported, marshal.reason


@pytest.mark.anyio
async def test_a_word_credited_to_one_name_by_by_is_not_another_names() -> None:
    contexts = [
        "The opera Osk Harbour has music by Ida Roos, a libretto by Karl Varn and sets by "
        "Tam Harl. It opened in Brenford in 1931."
    ]
    wrote, both, swapped, composed = await verdicts(
        contexts,
        "Karl Varn wrote the libretto",
        "Karl Varn wrote the libretto and Ida Roos the music",
        "Ida Roos wrote the libretto",
        "Karl Varn composed the music",
    )
    assert wrote.supported, wrote.reason
    assert both.supported, both.reason  # each credited where the context credits it
    assert not swapped.supported
    assert not composed.supported


@pytest.mark.anyio
async def test_the_work_of_a_title_before_one_name_is_not_another_titled_names() -> None:
    contexts = [
        "Harbour Lights was recorded by the duo of singer Lena Moss and guitarist Tomas Brandt "
        "in 1998."
    ]
    swapped, sang, played = await verdicts(
        contexts,
        "Tomas Brandt sang on Harbour Lights",
        "Lena Moss sang on Harbour Lights",
        "Tomas Brandt played the guitar on Harbour Lights",
    )
    assert not swapped.supported and "singer" in swapped.reason
    assert sang.supported, sang.reason
    assert played.supported, played.reason


@pytest.mark.anyio
async def test_years_ahead_of_a_named_thing_is_a_gap_before_it() -> None:
    contexts = [
        "The Osk Bridge, the first span over the Tarn, opened in March 1871.",
        "The Varn Tunnel was first opened to carts in 1876, after a decade of digging.",
    ]
    ahead, wrong_gap, swapped = await verdicts(
        contexts,
        "The Osk Bridge opened first, in 1871, five years ahead of the Varn Tunnel",
        "The Osk Bridge opened first, in 1871, nine years ahead of the Varn Tunnel",
        "The Varn Tunnel opened first, five years ahead of the Osk Bridge",
    )
    assert ahead.supported, ahead.reason
    assert not wrong_gap.supported
    assert not swapped.supported
    # "ahead of" no name: the comparison is the one "before" makes
    (common,) = await verdicts(
        contexts,
        "The Osk Bridge opened first, in 1871, five years ahead of the tunnel, before the Varn "
        "Tunnel",
    )
    assert common.supported, common.reason


@pytest.mark.anyio
async def test_a_passive_denial_without_its_agent_gives_no_roles() -> None:
    contexts = [
        "Radios: the Osk Hub K3 supports Zigbee-Lite, Thread-Basic and Matter-Home. "
        "Zigbee-Pro is not supported on this model.",
        "Firmware 3.2 added a night mode and a guest scheduler.",
    ]
    (denied,) = await verdicts(contexts, "The Osk Hub K3 does not support Zigbee-Pro")
    assert denied.supported, denied.reason


@pytest.mark.anyio
async def test_a_role_held_from_one_year_to_another_is_no_current_role() -> None:
    contexts = [
        "Ida Roos was head coach of the Osk Harbour Seals from 2009 to 2016, winning three "
        "cups. In 2016 she became the club's chair.",
        "Karl Varn, once her assistant, was appointed head coach in 2016 and still holds it.",
    ]
    current, denied = await verdicts(
        contexts,
        "Ida Roos is the current head coach of the Osk Harbour Seals",
        "Ida Roos is not the current head coach of the Osk Harbour Seals",
    )
    assert not current.supported
    assert denied.supported, denied.reason


@pytest.mark.anyio
async def test_an_amount_past_the_limit_the_context_sets_is_denied_by_it() -> None:
    contexts = [
        "Archive vault access is restricted to full-time staff in the OSK and VARN teams.",
        "Exception: vendors may be granted read-only access for a maximum of 21 days, provided "
        "a director sponsors the request and the audit team approves it. Renewals need a new "
        "request.",
        "Night shifts: a shift must last at least 6 hours to earn the night bonus.",
    ]
    denied, longer, shorter = await verdicts(
        contexts,
        "A vendor can not receive read-only archive vault access for 45 days if a director "
        "sponsors it and audit approves",
        "A vendor can receive read-only archive vault access for 45 days if a director "
        "sponsors it and audit approves",
        "A shift of 4 hours earns the night bonus",
    )
    assert denied.supported, denied.reason
    assert not longer.supported and "at most 21" in longer.reason
    assert not shorter.supported


@pytest.mark.anyio
async def test_a_name_that_opens_its_sentence_is_the_subject_of_a_verb_after_and() -> None:
    contexts = [
        "Tarn Valley is a folk band from Brenford. Its fiddler is Ida Roos.",
        "Varn is the band's lead singer and plays the banjo. Before that, he sang with Ida "
        "Roos in a duo, in which Roos played the harp.",
    ]
    (banjo,) = await verdicts(contexts, "Varn plays the banjo")
    assert banjo.supported, banjo.reason


@pytest.mark.anyio
async def test_the_founder_of_a_thing_is_the_name_after_the_by_of_its_founding() -> None:
    contexts = [
        "Tarn Valley is a folk band formed in Brenford in 2011 by Karl Varn. The harpist Ida "
        "Roos joined a year later.",
        "Varn is the band's lead singer and plays the banjo. Before Tarn Valley he sang with "
        "Ida Roos in the duo Osk, in which Roos played the harp.",
    ]
    banjo, harp = await verdicts(
        contexts,
        "The founder of the band Tarn Valley plays the banjo",
        "The founder of the band Tarn Valley plays the harp",
    )
    assert banjo.supported, banjo.reason
    assert not harp.supported


@pytest.mark.anyio
async def test_the_modal_of_a_question_goes_before_its_verb_not_into_its_condition() -> None:
    question = "Can the Osk Hub K3 still be opened if its batteries run completely flat?"
    assert await statements(question, "Yes") == (
        "The Osk Hub K3 can still be opened if its batteries run completely flat",
    )
    assert await statements("Can a guest stay for a 3-night visit if the host agrees?", "No") == (
        "A guest can not stay for a 3-night visit if the host agrees",
    )
    assert await statements("Can a 14-year-old take Osk drops without a prescription?", "Yes") == (
        "A 14-year-old can take Osk drops without a prescription",
    )


@pytest.mark.anyio
async def test_a_comparison_of_the_subject_with_a_name_after_its_verb_names_one_side() -> None:
    contexts = [
        "Osk Rovers, founded in 1890, have won the Varn Cup four times, most recently in 1988. "
        "They play at Tarn Park.",
        "Brenford Athletic, founded in 1902, have won the Varn Cup six times, including two "
        "titles in a row.",
    ]
    await assert_holds_not(
        contexts,
        "Brenford Athletic has won the Varn Cup more times",
        "Osk Rovers has won the Varn Cup more times",
    )


@pytest.mark.anyio
async def test_the_same_decade_or_century_compares_the_years_each_is_dated_by() -> None:
    contexts = [
        "Ida Roos (2 May 1921 - 9 June 1990) was a painter born in Brenford.",
        "Karl Varn (14 July 1929 - 3 March 2001) was a sculptor born in Tarnby.",
        "Tam Harl (1 April 1900 - 5 May 1970) was a potter born in Osk.",
    ]
    decade, not_decade, century = await verdicts(
        contexts,
        "Ida Roos and Karl Varn were born in the same decade",
        "Ida Roos and Karl Varn were not born in the same decade",
        "Tam Harl and Ida Roos were born in the same century",
    )
    assert decade.supported, decade.reason
    assert not not_decade.supported
    assert not century.supported  # 1900 closes the nineteenth century


@pytest.mark.anyio
async def test_a_description_is_not_the_name_the_context_gives_another_title() -> None:
    contexts = [
        "The Osk Chess Match 1931 was a match between the challenger Ida Roos of Brenford and "
        "the defending champion Karl Varn of Tarnby, played in Osk in May 1931. Roos won "
        "7-4, becoming the fifth Osk champion."
    ]
    await assert_holds_not(
        contexts,
        "The defending champion in the 1931 Osk Chess Match was Karl Varn",
        "The defending champion in the 1931 Osk Chess Match was Ida Roos",
    )


@pytest.mark.anyio
async def test_a_capitalised_word_joined_by_and_to_a_common_word_opens_no_name() -> None:
    contexts = ["To pair the Osk K3 remote, hold the Mode and Light keys for 4 seconds."]
    (press,) = await verdicts(contexts, "Press and hold the Mode and Light keys for 4 seconds")
    assert press.supported, press.reason


@pytest.mark.anyio
async def test_an_amount_between_two_bounds_meets_them_and_a_case_is_no_limit() -> None:
    contexts = [
        "Osk Mills' buying rules require two written quotes for any purchase between £5,000 "
        "and £40,000. Purchases above £40,000 must go to a tender. Purchases below £5,000 may "
        "be made on a single quote.",
        "In June 2024 Osk Mills bought two dye vats from Varn Steel at £16,000 each.",
    ]
    (within,) = await verdicts(contexts, "A purchase of £12,000 requires two written quotes")
    assert within.supported, within.reason
    (banded,) = await verdicts(
        contexts,
        "The two vats cost £22,000 in total, which is within the £5,000 to £40,000 two-quote band",
    )
    assert not banded.supported
    assert "allows" not in banded.reason  # "below £5,000" names a case, it sets no limit


@pytest.mark.anyio
async def test_who_was_it_at_a_time_puts_the_answer_first_and_keeps_the_time_clause() -> None:
    question = "Who was Lord Mayor of Osk when the first ship of the line left Tarnby?"
    assert await statements(question, "Ida Roos") == (
        "Ida Roos was Lord Mayor of Osk when the first ship of the line left Tarnby",
    )


@pytest.mark.anyio
async def test_the_verb_of_a_relative_clause_in_the_subject_is_not_the_predicate() -> None:
    question = "At which lab was the chemist who used the larger furnace working when she made it?"
    assert await statements(question, "The Osk Laboratory") == (
        "The chemist who used the larger furnace was working at the Osk Laboratory when she "
        "made it",
    )
    question = "On what date was the fire that led to Varn Mills' new sprinkler rule detected?"
    assert await statements(question, "3 May 1931") == (
        "The fire that led to Varn Mills' new sprinkler rule was detected on 3 May 1931",
    )


@pytest.mark.anyio
async def test_a_possessor_in_a_claim_holds_no_role_of_its_verb() -> None:
    contexts = [
        "Tarn Bank's Security Standard TS-4 mandates that all admin accounts use hardware "
        "keys. The requirement was introduced in response to the Varn phishing incident.",
        "The Varn phishing incident was detected by Tarn Bank on 3 May 2021, when attackers "
        "used a cloned login page.",
    ]
    (detected,) = await verdicts(
        contexts,
        "The incident that led to Tarn Bank's hardware key requirement was detected on 3 May 2021",
    )
    assert detected.supported, detected.reason


@pytest.mark.anyio
async def test_a_pronoun_stands_for_its_subject_without_the_bracket_after_it() -> None:
    answer = "Ida Roos (1890-1961) was a botanist in Osk. She never went back to Tarnby."
    assert await statements("Summarise the text.", answer) == (
        "Ida Roos (1890-1961) was a botanist in Osk",
        "Ida Roos never went back to Tarnby",
    )


@pytest.mark.anyio
async def test_a_possessive_pronoun_in_the_context_holds_no_role_of_its_verb() -> None:
    contexts = [
        "Ida Roos was a botanist in Osk. In 1938 she moved to Tarnby.",
        "Her herbarium of 9,000 sheets was donated to the Tarnby Museum in 1959.",
    ]
    (donated,) = await verdicts(
        contexts, "Ida Roos donated her 9,000-sheet herbarium to the Tarnby Museum in 1959"
    )
    assert "other role" not in donated.reason


@pytest.mark.anyio
async def test_he_after_a_thing_stands_for_the_person_whose_thing_it_named() -> None:
    answer = "The defeat ended Varn's rule of the Long Year. He abdicated on 2 May."
    assert await statements("Summarise the text.", answer) == (
        "The defeat ended Varn's rule of the Long Year",
        "Varn abdicated on 2 May",
    )
    contexts = [
        "The battle was fought at Osk in 1402. The defeat ended Varn's rule of the Long Year. "
        "He abdicated on 2 May 1402 and died in exile in 1410."
    ]
    (abdicated,) = await verdicts(contexts, "Varn abdicated on 2 May 1402")
    assert abdicated.supported, abdicated.reason


@pytest.mark.anyio
async def test_a_participle_joined_by_a_hyphen_is_an_adjective_not_a_verb_of_roles() -> None:
    contexts = [
        "The Battle of Osk was fought on 2 May 1402 near Osk. A Harl army under the command of "
        "King Harl was defeated by two armies of the League. One was a Tarn-allied army "
        "commanded by the Duke of Osk; the other was a Varn army commanded by General Ivo Varn."
    ]
    (under,) = await verdicts(contexts, "A Tarn-allied force under the Duke of Osk")
    assert under.supported, under.reason


@pytest.mark.anyio
async def test_a_margin_of_exceeding_is_the_difference_of_two_amounts_of_its_unit() -> None:
    contexts = [
        "Osmium-9 is an alloy used in turbine blades. It has the highest melting point of the "
        "series, 2,910 °C, and was first cast in 1961.",
        "Varnite is an alloy of copper and tin. Pure varnite melts at 1,240 °C.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The melting point of Osmium-9 exceeds that of varnite by 1,670 degrees Celsius",
        "The melting point of Osmium-9 exceeds that of varnite by 1,470 degrees Celsius",
    )
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_be_question_finds_its_progressive_and_its_predicate_adjective() -> None:
    question = "Was Ida Roos chairing Osk Mills' board when the firm bought Tarn Dye Works?"
    assert await statements(question, "No") == (
        "Ida Roos was not chairing Osk Mills' board when the firm bought Tarn Dye Works",
    )
    question = (
        "Is a foster mother who has worked at Osk Mills for nine months when her leave starts "
        "eligible for paid leave?"
    )
    assert await statements(question, "Yes") == (
        "A foster mother who has worked at Osk Mills for nine months when her leave starts is "
        "eligible for paid leave",
    )


@pytest.mark.anyio
async def test_a_holder_was_in_a_role_when_an_event_the_context_dates_outside_the_term() -> None:
    contexts = [
        "Ida Roos chaired the board of Osk Mills from 2009 to 2014. She stepped down in 2014.",
        "In 2017 Osk Mills completed its purchase of Tarn Dye Works for 3 million crowns.",
    ]
    chairing, not_chairing = await verdicts(
        contexts,
        "Ida Roos was chairing Osk Mills' board when the firm bought Tarn Dye Works",
        "Ida Roos was not chairing Osk Mills' board when the firm bought Tarn Dye Works",
    )
    assert not chairing.supported
    assert not_chairing.supported, not_chairing.reason


@pytest.mark.anyio
async def test_she_after_a_thing_stands_for_the_person_the_answer_is_about() -> None:
    question = "Was Ida Roos chairing the board when the firm bought Tarn Dye Works?"
    answer = "No. The purchase was completed in 2017. She had handed the chair to Karl Varn."
    assert (await statements(question, answer))[-1] == "Ida Roos had handed the chair to Karl Varn"


@pytest.mark.anyio
async def test_a_pronoun_answering_what_a_text_says_about_a_topic_is_the_topic() -> None:
    question = "What does the leaflet say about Osk drops and hay fever?"
    assert await statements(question, "They do not help against it.") == (
        "Osk drops do not help against it",
    )


@pytest.mark.anyio
async def test_a_list_of_kinds_closed_by_only_leaves_out_the_other_kinds() -> None:
    contexts = [
        "Osk Notes comes in four editions: Lite, Home, Studio and Campus. Offline sync is "
        "available on the Studio and Campus editions only. Every edition includes tags."
    ]
    left_out, included, listed = await verdicts(
        contexts,
        "Offline sync is not included in the Home edition",
        "The Home edition includes offline sync",
        "The Studio edition includes offline sync",
    )
    assert left_out.supported, left_out.reason
    assert not included.supported
    assert listed.supported, listed.reason


@pytest.mark.anyio
async def test_a_condition_opening_a_yes_no_question_closes_its_statement() -> None:
    question = "If a parcel arrives 40 days after the order, will the fee go back to the card?"
    assert await statements(question, "No. After 30 days only store credit is given.") == (
        "The fee will not go back to the card if a parcel arrives 40 days after the order",
        "After 30 days only store credit is given",
    )


@pytest.mark.anyio
async def test_the_one_another_replaced_in_a_role_no_longer_holds_it() -> None:
    contexts = [
        "In the spring reorganisation, Ida Roos has replaced Karl Varn as Head of Field Sales, "
        "effective 1 March. Varn, who led the team for nine years, will run partner accounts."
    ]
    now, replaced, before = await verdicts(
        contexts,
        "Head of Field Sales from 1 March is Ida Roos",
        "Head of Field Sales from 1 March is Karl Varn",
        "Karl Varn was Head of Field Sales before 1 March",
    )
    assert now.supported, now.reason
    assert not replaced.supported
    assert before.supported, before.reason  # what was his before is no claim that it is


@pytest.mark.anyio
async def test_what_a_thing_became_in_a_year_keeps_the_year_phrase_whole() -> None:
    assert await statements("What did Osk Hall become in 1931?", "A museum") == (
        "Osk Hall became a museum in 1931",
    )
    assert await statements("Which town did she move to in 1990?", "Tarnby") == (
        "She moved to Tarnby in 1990",
    )


@pytest.mark.anyio
async def test_one_fifth_is_a_fraction_as_a_fifth_is() -> None:
    contexts = ["Lake Osk holds roughly a fifth of the region's fresh water and is 410 m deep."]
    (fifth,) = await verdicts(contexts, "Lake Osk holds about one fifth of the region's water")
    assert fifth.supported, fifth.reason


@pytest.mark.anyio
async def test_full_dates_of_a_life_in_brackets_say_when_one_was_born() -> None:
    contexts = [
        "Sir Ivo Harl (30 December 1906 - 25 April 1976) was an English painter who won the "
        "Osk Medal. Tam Varn, the poet with whom he made three books, was born in Brenford in "
        "1904."
    ]
    born, died = await verdicts(contexts, "Ivo Harl was born in 1906", "Ivo Harl died in 1976")
    assert born.supported, born.reason
    assert died.supported, died.reason


@pytest.mark.anyio
async def test_a_capitalised_ordinal_inside_a_title_is_a_word_of_the_name() -> None:
    contexts = ["The Fourth Gate is a 1951 film directed by Ida Roos, set in Osk."]
    (directed,) = await verdicts(contexts, "The Fourth Gate was directed by Ida Roos")
    assert directed.supported, directed.reason
    assert "4" not in [t.text for t in tokenize("The Fourth Gate was directed by Ida Roos")]


@pytest.mark.anyio
async def test_the_first_to_do_a_thing_is_the_one_the_context_says_became_it() -> None:
    contexts = [
        "Ida Roos became the first woman to win the Osk Prize for Sculpture, for Tide (1988).",
        "Tam Harl won the Osk Prize for Sculpture in 2001 for Salt. She had been shortlisted "
        "twice before.",
    ]
    first, not_first = await verdicts(
        contexts,
        "Tam Harl was the first woman to win the Osk Prize for Sculpture",
        "Tam Harl was not the first woman to win the Osk Prize for Sculpture",
    )
    assert not first.supported
    assert not_first.supported, not_first.reason


@pytest.mark.anyio
async def test_monday_to_friday_says_weekdays_and_saturday_and_sunday_the_weekend() -> None:
    contexts = [
        "Osk Saver fares are valid on buses leaving after 09:30 Monday to Friday, and at any "
        "time on Saturdays and Sundays. Riders leaving before 09:30 on a weekday must buy a "
        "Peak fare."
    ]
    weekday, weekend = await verdicts(
        contexts,
        "An Osk Saver fare can be used on a weekday on buses leaving after 09:30",
        "An Osk Saver fare is valid at any time at the weekend",
    )
    assert weekday.supported, weekday.reason
    assert weekend.supported, weekend.reason


@pytest.mark.anyio
async def test_a_day_within_a_span_of_dates_is_said_by_it_across_the_new_year() -> None:
    contexts = [
        "Osk Rail's winter freeze bars timetable changes from 18 December to 4 January each "
        "year. Urgent changes during the freeze need approval from the duty director."
    ]
    inside, outside = await verdicts(
        contexts,
        "Urgent changes to the timetable on 30 December need approval from the duty director",
        "Urgent changes to the timetable on 9 January need approval from the duty director",
    )
    assert inside.supported, inside.reason
    assert not outside.supported


@pytest.mark.anyio
async def test_the_noun_after_same_is_the_common_one_not_a_capitalised_adjective() -> None:
    contexts = [
        "Osk Boots was registered by Ida Harl in 1949 in Tarnby, a town in Varnland.",
        "Brenn Shoes was founded in 1948 by Karl Harl, who set up his firm across the river in "
        "Tarnby.",
    ]
    same, different = await verdicts(
        contexts,
        "Osk Boots and Brenn Shoes originated in the same Varnish town",
        "Osk Boots and Brenn Shoes originated in different Varnish towns",
    )
    assert same.supported, same.reason
    assert not different.supported


@pytest.mark.anyio
async def test_seven_days_a_week_says_each_day() -> None:
    contexts = [
        "Osk Line 9 links Tarn Quay with Brenford Park. Buses run every 15 minutes between "
        "7:00 a.m. and 10:00 p.m., seven days a week. The night bus N9 runs on Fridays only."
    ]
    sundays, not_sundays = await verdicts(
        contexts, "Line 9 runs on Sundays", "Line 9 does not run on Sundays"
    )
    assert sundays.supported, sundays.reason
    assert not not_sundays.supported


@pytest.mark.anyio
async def test_a_converse_relation_held_the_same_way_round_is_the_other_way_round() -> None:
    contexts = [
        "Osk Foods was founded in 1990 by Ida Roos. In 2016 the firm was reorganised so that "
        "Varn Holdings, a newly created holding company, became the parent of Osk Foods and of "
        "other ventures such as Tarn Dairy and Brenn Mills."
    ]
    (wrong,) = await verdicts(
        contexts,
        "Varn Holdings is a subsidiary of Osk Foods, created in 2016 to hold ventures such as "
        "Tarn Dairy and Brenn Mills",
    )
    assert not wrong.supported  # "the parent of Osk Foods" is the tie the other way round


@pytest.mark.anyio
async def test_filing_a_lawsuit_against_someone_is_suing_them() -> None:
    contexts = [
        "In 2019 the Osk Harbour Board filed a lawsuit against Varn Freight over 2.1 million "
        "crowns in unpaid mooring fees. The case was settled in 2020."
    ]
    swapped, denied, right = await verdicts(
        contexts,
        "Varn Freight sued the Osk Harbour Board",
        "Varn Freight did not sue the Osk Harbour Board",
        "The Osk Harbour Board sued Varn Freight",
    )
    assert not swapped.supported
    assert denied.supported, denied.reason
    assert right.supported, right.reason


@pytest.mark.anyio
async def test_a_word_the_question_writes_in_lower_case_opens_no_name() -> None:
    contexts = ["Light from the Sun takes about 8 minutes to reach Earth."]
    statement = "Sunlight does not reach Earth in under ten minutes"
    # (as a name, "Sunlight" would be one the context gives another name in place of)
    question = "Does sunlight reach Earth in under ten minutes?"
    (asked,) = await value(VerifyStatements(tuple(contexts), (statement,), question))
    assert not asked.supported, asked.reason


@pytest.mark.anyio
async def test_a_compound_word_is_held_by_its_two_words() -> None:
    contexts = [
        "Light from the Sun reaches Earth in about 8 minutes. A radio signal needs up to 22 "
        "minutes to reach Mars."
    ]
    question = "Does sunlight reach Earth in under ten minutes?"
    statements = (
        "Sunlight reaches Earth in under ten minutes",
        "Sunlight does not reach Earth in under ten minutes",
        "Moonlight reaches Earth in under ten minutes",
    )
    asked = VerifyStatements(tuple(contexts), statements, question)
    sunlight, denied, moonlight = await value(asked)
    assert sunlight.supported, sunlight.reason  # "light from the Sun"
    assert not denied.supported and "opposite" in denied.reason
    assert not moonlight.supported


@pytest.mark.anyio
async def test_a_sentence_naming_only_other_days_says_nothing_of_weekdays() -> None:
    contexts = [
        "Ferries will not sail from Ardby to Varde on any Saturday or Sunday in May. "
        "Ferries sail from Ardby to Ormen on weekdays."
    ]
    denied, affirmed, weekend, other = await verdicts(
        contexts,
        "Ferries will not sail from Ardby to Varde on weekdays in May",
        "Ferries will sail from Ardby to Varde on weekdays in May",
        "Ferries will not sail from Ardby to Varde on Sundays in May",
        "Ferries sail from Ardby to Ormen on weekdays",
    )
    assert not denied.supported, denied.reason
    assert "opposite" not in affirmed.reason  # undecided, not gainsaid
    assert weekend.supported and other.supported


@pytest.mark.anyio
async def test_before_with_and_after_an_event_exclude_each_other() -> None:
    contexts = [
        "Take Orvane tablets on an empty stomach, at least one hour before a meal. "
        "Drink a glass of water after each dose."
    ]
    with_meal, before_meal, denied, water = await verdicts(
        contexts,
        "Orvane tablets should be taken with a meal",
        "Orvane tablets should be taken before a meal",
        "Orvane tablets should not be taken with a meal",
        "A glass of water should be drunk after each dose",
    )
    assert not with_meal.supported, with_meal.reason
    assert before_meal.supported and water.supported
    assert denied.supported, denied.reason  # the context gives another time instead


@pytest.mark.anyio
async def test_who_something_was_taken_over_from_no_longer_holds_it() -> None:
    contexts = [
        "The Ardby fair is held each May. Since 1972 the fair has been organised by the Ardby "
        "Civic Society, which took it over from the parish council."
    ]
    (still,) = await verdicts(contexts, "The Ardby fair is still run by the parish council")
    assert not still.supported, still.reason


@pytest.mark.anyio
async def test_a_peoples_word_for_their_language_places_no_one() -> None:
    contexts = [
        "Ilse Marn was a painter born in Helsinki. She was Swedish-speaking and wrote in Swedish.",
        "Aren Lind was a Swedish author born near Vimmerby.",
    ]
    both, lind = await verdicts(
        contexts,
        "Ilse Marn and Aren Lind were both from Sweden",
        "Aren Lind was from Sweden",
    )
    assert not both.supported, both.reason
    assert lind.supported


@pytest.mark.anyio
async def test_only_one_kind_is_gainsaid_by_a_list_of_kinds() -> None:
    contexts = [
        "Orvane Health gives 16 weeks of paid leave to new parents. The benefit applies "
        "equally to birth, adoptive and foster parents."
    ]
    only, listed = await verdicts(
        contexts,
        "Paid leave is available only to birth parents",
        "Paid leave is available to adoptive parents",
    )
    assert not only.supported, only.reason
    assert listed.supported, listed.reason


@pytest.mark.anyio
async def test_a_pronoun_subject_after_an_opening_clause_carries_to_a_joined_verb() -> None:
    answer = (
        "The Varne fire began in a bakery. Before it was put out, it destroyed 200 houses "
        "but spared the town hall."
    )
    found = await statements("", answer)
    assert found[-1] == "The Varne fire spared the town hall", found


@pytest.mark.anyio
async def test_what_was_spared_was_not_destroyed() -> None:
    contexts = ["By 6 May the Varne fire had destroyed 200 houses and the old town hall."]
    spared, destroyed, denied = await verdicts(
        contexts,
        "The Varne fire spared the old town hall",
        "The Varne fire destroyed the old town hall",
        "The Varne fire did not spare the old town hall",
    )
    assert not spared.supported and "opposite" in spared.reason
    assert destroyed.supported and denied.supported


@pytest.mark.anyio
async def test_an_opening_participle_phrase_is_said_of_the_main_clauses_subject() -> None:
    answer = (
        "The Varne mill closed in 1950. Founded in Ardby in 1921, the balance maker Orme "
        "Instruments was bought in 1988. Attacked at first by critics and granted only a "
        "short lease, it survived. Writing for the board, Ilse Marn said so."
    )
    assert await statements("", answer) == (
        "The Varne mill closed in 1950",
        "The balance maker Orme Instruments was founded in Ardby in 1921",
        "The balance maker Orme Instruments was bought in 1988",
        "The balance maker Orme Instruments was attacked at first by critics",
        "The balance maker Orme Instruments was granted only a short lease",
        "The balance maker Orme Instruments survived",
        "Writing for the board, Ilse Marn said so",
    )


@pytest.mark.anyio
async def test_a_perfect_participle_phrase_is_a_past_perfect_claim_of_its_subject() -> None:
    answer = (
        "Having missed the Tuesday ferry, Jonas Pike crossed to Orrest on Friday. Ilse Marn "
        "reached the final, having never won a match on grass."
    )
    assert await statements("", answer) == (
        "Jonas Pike had missed the Tuesday ferry",
        "Jonas Pike crossed to Orrest on Friday",
        "Ilse Marn reached the final",
        "Ilse Marn had never won a match on grass",
    )


@pytest.mark.anyio
async def test_an_opening_year_is_no_part_of_the_subject_a_joined_verb_takes() -> None:
    for answer in (
        "In 2020 the Civic Front won 64 seats and lost its majority.",
        "In 2020, the Civic Front won 64 seats and lost its majority.",
    ):
        found = await statements("", answer)
        assert found[-1] == "The Civic Front lost its majority", found


@pytest.mark.anyio
async def test_a_count_of_people_is_a_subject_a_joined_verb_takes() -> None:
    answer = "14 volunteers reached her on foot and carried her down on a stretcher."
    assert await statements("", answer) == (
        "14 volunteers reached her on foot",
        "14 volunteers carried her down on a stretcher",
    )


@pytest.mark.anyio
async def test_an_unlisted_verb_after_a_named_subject_noun_takes_the_modal() -> None:
    question = "Can a Halden Partners employee book business class for a six-hour flight?"
    assert await statements(question, "No") == (
        "A Halden Partners employee can not book business class for a six-hour flight",
    )


@pytest.mark.anyio
async def test_common_verbs_such_as_handle_and_generate_are_listed() -> None:
    question = "Will the service desk handle a password reset on a Saturday afternoon?"
    assert await statements(question, "No") == (
        "The service desk will not handle a password reset on a Saturday afternoon",
    )


@pytest.mark.anyio
async def test_a_state_said_to_hold_when_an_event_happened_must_hold_since_before_it() -> None:
    contexts = [
        "The Harbour Records Act 2019 came into force on 1 January 2020. It requires firms "
        "to file their accounts.",
        "The Varde registry keeps an online archive that has been publicly searchable since "
        "March 2021.",
    ]
    held, denied = await verdicts(
        contexts,
        "The Varde online archive was publicly searchable when the Harbour Records Act 2019 "
        "came into force",
        "The Varde online archive was not publicly searchable when the Harbour Records Act "
        "2019 came into force",
    )
    assert not held.supported and "2021" in held.reason and "2020" in held.reason
    assert denied.supported, denied.reason


@pytest.mark.anyio
async def test_a_be_question_finds_its_predicate_past_an_adverb_or_adjective() -> None:
    cases = {
        "Is a spoken promise to sell a boat enforceable?": (
            "A spoken promise to sell a boat is not enforceable"
        ),
        "Is the Orme K2 approved for flight into known icing conditions?": (
            "The Orme K2 is not approved for flight into known icing conditions"
        ),
        "Was Ilse Marn already mayor when the Varde bridge opened?": (
            "Ilse Marn was not already mayor when the Varde bridge opened"
        ),
        "Was the Varde choir's director previously an organist in the town where it began?": (
            "The Varde choir's director was not previously an organist in the town where it began"
        ),
        "Were Ilse Marn and Aren Lind married to each other more than once?": (
            "Ilse Marn and Aren Lind were not married to each other more than once"
        ),
        "Was Aren Lind one of the people awarded the Orme Prize?": (
            "Aren Lind was not one of the people awarded the Orme Prize"
        ),
        "Is admission to the Orme Museum ever free?": (
            "Admission to the Orme Museum is not ever free"
        ),
    }
    for question, statement in cases.items():
        assert await statements(question, "No") == (statement,), question
    # an adverb a participle follows goes with it, as before
    assert await statements("Which language is Faroese most closely related to?", "Icelandic") == (
        "Faroese is most closely related to Icelandic",
    )


@pytest.mark.anyio
async def test_each_clause_set_apart_by_semicolons_says_its_own_fact() -> None:
    contexts = [
        "Ivo Mendel predicted three metals, which he called ardium, bexium and cordium. "
        "Ardium was identified as gallor, discovered in 1875 by Ilse Marn; bexium as scandor, "
        "found in 1879 by Aren Lind; and cordium as germor, isolated in 1886 by Oda Brandt."
    ]
    (wrong,) = await verdicts(
        contexts, "The metal that Ivo Mendel had called cordium was discovered by Ilse Marn"
    )
    assert not wrong.supported, wrong.reason


@pytest.mark.anyio
async def test_another_is_a_function_word_not_a_claim_the_context_must_hold() -> None:
    contexts = [
        "Ilse Marn won the Varde marathon in 1960 in a world-best time. Four years later in "
        "Ardby she won again, and her Ardby time was also a world best."
    ]
    (again,) = await verdicts(contexts, "In Ardby she won again with another world best")
    assert again.supported, again.reason


@pytest.mark.anyio
async def test_elder_and_older_are_one_word() -> None:
    contexts = [
        "Aren Lind (1867-1912) and Jon Lind (1871-1948) were Danish painters. The brothers "
        "shared a studio in Ardby. Aren, the elder, died in 1912."
    ]
    older, younger = await verdicts(
        contexts, "Aren was Jon's older brother", "Aren was Jon's younger brother"
    )
    assert older.supported, older.reason
    assert not younger.supported


@pytest.mark.anyio
async def test_a_relative_clause_between_subject_and_verb_leaves_no_comma_nor_gap() -> None:
    found = await statements("", "Varde Cement, which the regulator said began it, was fined.")
    assert found[0] == "Varde Cement was fined", found
    found = await statements("", "Marine biologist Ilse Marn, whose survey of 1974 led it, died.")
    assert found[0] == "Marine biologist Ilse Marn died", found
    contexts = [
        "Varde Cement, which the regulator said had started the scheme, was fined 61 million "
        "crowns. Orme Stone received a reduced fine of 25 million crowns."
    ]
    (fined,) = await verdicts(contexts, "Varde Cement was fined 61 million crowns")
    assert fined.supported, fined.reason


@pytest.mark.anyio
async def test_a_modal_question_whose_subject_opens_with_a_participle_adjective() -> None:
    question = "Can unused parental leave be exchanged for pay at Orme Labs?"
    assert await statements(question, "No") == (
        "Unused parental leave can not be exchanged for pay at Orme Labs",
    )


@pytest.mark.anyio
async def test_a_be_in_the_subjects_own_clause_is_no_predicate_of_the_question() -> None:
    cases = {
        "In which county is the town where the Orme Bridge is located?": (
            "Ardby County",
            "The town where the Orme Bridge is located is in Ardby County",
        ),
        "What is the doubling time of the cell line that LP-7 is written for?": (
            "about 26 hours",
            "The doubling time of the cell line that LP-7 is written for is about 26 hours",
        ),
    }
    for question, (answer, statement) in cases.items():
        assert await statements(question, answer) == (statement,), question


@pytest.mark.anyio
async def test_the_two_refers_to_a_pair_and_claims_no_count() -> None:
    contexts = [
        "East Varde and West Varde, the Varde republics, were formally united on 9 May 1990."
    ]
    (united,) = await verdicts(contexts, "The two Varde republics were formally united in 1990")
    assert united.supported, united.reason


@pytest.mark.anyio
async def test_months_between_two_dated_months_are_computed_evidence() -> None:
    contexts = [
        "Work on the Varde wall began in June 1990. Ardby and Orme were united on 3 October 1990."
    ]
    right, wrong = await verdicts(
        contexts,
        "The Varde wall work and the union of Ardby and Orme were four months apart",
        "The Varde wall work and the union of Ardby and Orme were seven months apart",
    )
    assert right.strength > wrong.strength


@pytest.mark.anyio
async def test_a_gap_stated_between_two_dated_events_must_agree_with_their_dates() -> None:
    contexts = [
        "Work on the Varde wall began in June 1990. Ardby and Orme were united on 3 October 1990."
    ]
    right, wrong = await verdicts(
        contexts,
        "Work on the Varde wall began four months before Ardby and Orme were united",
        "Work on the Varde wall began seven months before Ardby and Orme were united",
    )
    assert right.supported, right.reason
    assert not wrong.supported and "7 months" in wrong.reason


@pytest.mark.anyio
async def test_a_plural_opening_a_passage_is_no_topic_of_its_later_sentences() -> None:
    contexts = [
        "Adults may take one Orvane tablet every 6 hours. Do not give Orvane to children "
        "under 12 unless prescribed by a doctor."
    ]
    (adults,) = await verdicts(contexts, "Adults can take Orvane without a prescription")
    assert "opposite" not in adults.reason  # the children's rule says nothing of adults


@pytest.mark.anyio
async def test_a_post_the_context_gives_another_name_is_not_this_names() -> None:
    contexts = [
        "In May 2021, Orrin Mutual appointed Tamsin Vell as chief claims officer, succeeding "
        "Idris Achebe, who moved to the post of chief operating officer. The insurer's chief "
        "executive, Oona Brath, has run it since 2016."
    ]
    achebe, vell, brath = await verdicts(
        contexts,
        "Idris Achebe became chief operating officer of Orrin Mutual in May 2021",
        "Tamsin Vell became chief operating officer of Orrin Mutual in May 2021",
        "Oona Brath became chief operating officer of Orrin Mutual in May 2021",
    )
    assert achebe.supported, achebe.reason
    assert not vell.supported, vell.reason
    assert not brath.supported, brath.reason
    # a claim that gives the name no post of its own is no swap
    (worked,) = await verdicts(contexts, "Tamsin Vell succeeded Idris Achebe in May 2021")
    assert worked.supported, worked.reason


@pytest.mark.anyio
async def test_posts_are_read_from_appositions_on_either_side_of_a_name() -> None:
    contexts = [
        "The museum's chief curator, Halla Strand, chose the paintings. Pieter Moll, the "
        "museum's registrar, checked each loan."
    ]
    await assert_holds_not(
        contexts,
        "Pieter Moll, the registrar, checked each loan",
        "The chief curator of the museum was Pieter Moll",
    )


@pytest.mark.anyio
async def test_a_thing_in_the_collection_of_a_museum_is_held_by_it() -> None:
    contexts = [
        "The Amber Loom is a tapestry woven by Ilse Marn in 1911 at her workshop in Vesterby. "
        "Since 1950 it has been part of the permanent collection of the Halden Museum. The "
        "Halden Museum is an art museum on the harbour front of Norrvik."
    ]
    await assert_holds_not(
        contexts,
        "The museum that holds The Amber Loom is located in Norrvik",
        "The museum that holds The Amber Loom is located in Vesterby",
    )


@pytest.mark.anyio
async def test_a_role_is_read_through_an_infinitive_after_to_or_a_modal() -> None:
    for contexts in (
        ["Brenmoor Foods signed an agreement to acquire Talvik Dairies for £12 million."],
        ["Brenmoor Foods will acquire Talvik Dairies for £12 million."],
    ):
        right, wrong = await verdicts(
            contexts,
            "Brenmoor Foods acquired Talvik Dairies",
            "Talvik Dairies acquired Brenmoor Foods",
        )
        assert right.supported, right.reason
        assert not wrong.supported and "other role" in wrong.reason, wrong.reason


@pytest.mark.anyio
async def test_a_common_noun_subject_is_not_the_agent_a_passive_names_for_that_deed() -> None:
    contexts = [
        "Two thirds of the new library's cost was paid by a regional arts fund, with the rest "
        "raised by the parish and local firms. The library opened in April."
    ]
    right, wrong = await verdicts(
        contexts,
        "A regional arts fund paid two thirds of the cost",
        "The parish paid two thirds of the cost",
    )
    assert right.supported, right.reason
    assert not wrong.supported and "regional arts fund" in wrong.reason, wrong.reason
    (rest,) = await verdicts(contexts, "The parish raised the rest")
    assert rest.supported, rest.reason  # its own deed, in the same sentence


@pytest.mark.anyio
async def test_an_amount_after_is_belongs_to_the_head_of_the_subject() -> None:
    contexts = [
        "Orlen Mutual travel policy: Hotel costs are reimbursed up to 120 GBP per night for "
        "domestic trips and up to 170 GBP per night for international trips.",
        "Employees visiting the Harwick headquarters must stay at one of the partner hotels; "
        "for these partner hotels the nightly limit is raised to 150 GBP. Harwick is a "
        "domestic destination for all staff based in Dunmore.",
    ]
    subject = (
        "The nightly hotel limit for a Dunmore-based Orlen Mutual employee staying at a "
        "partner hotel while visiting the Harwick headquarters"
    )
    await assert_holds_not(contexts, f"{subject} is 150 GBP", f"{subject} is 120 GBP")


@pytest.mark.anyio
async def test_an_amount_a_passage_gives_for_another_thing_of_the_same_kind_is_not_this_ones() -> (
    None
):
    contexts = [
        "Support terms, Gold plan: Priority 1 tickets get a first reply within 30 minutes. "
        "Priority 2 tickets get a first reply within 4 business hours.",
        "Support terms, Bronze plan: Priority 1 tickets get a first reply within 2 hours. "
        "Priority 2 tickets get a first reply within 1 business day.",
    ]
    await assert_holds_not(
        contexts,
        "On the Gold plan, Priority 2 tickets get a first reply within 4 business hours",
        "On the Gold plan, Priority 2 tickets get a first reply within 1 business day",
    )


@pytest.mark.anyio
async def test_a_thing_said_of_both_of_a_kind_is_gainsaid_by_only_one_of_them() -> None:
    for opening in ("is endemic to", "is found only on"):
        contexts = [
            f"The Varn beetle {opening} Hesk, the larger of the two islands of the Orm group. "
            "Both islands are protected."
        ]
        wrong, denial, listed = await verdicts(
            contexts,
            "The Varn beetle occurs on both islands of the Orm group",
            "The Varn beetle does not occur on both islands of the Orm group",
            "The Varn beetle lives on Hesk",
        )
        assert not wrong.supported and "only for Hesk" in wrong.reason, wrong.reason
        assert denial.supported, denial.reason
        assert listed.supported, listed.reason


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("question", "answer", "only"),
    [
        (
            "Does the Varn beetle live on both islands of the Orm group?",
            "No, only on Hesk.",
            "The Varn beetle lives only on Hesk",
        ),
        (
            "Is the Tolland ferry open to cyclists?",
            "Yes, but only outside rush hours.",
            "The Tolland ferry is open to cyclists only outside rush hours",
        ),
    ],
)
async def test_a_short_only_after_yes_or_no_is_a_statement_of_its_own(
    question: str, answer: str, only: str
) -> None:
    found = await statements(question, answer)
    assert len(found) == 2 and found[1] == only, found


@pytest.mark.anyio
async def test_an_amount_given_only_for_another_kind_than_the_question_asks_is_not_borne_out() -> (
    None
):
    contexts = [
        "Halvet Support replies within 1 hour to urgent tickets on the Gold plan.",
        "Halvet Support replies within 6 hours to urgent tickets on the Bronze plan.",
    ]
    question = "How soon does Halvet reply to an urgent ticket from a Bronze-plan customer?"
    right, wrong = await value(
        VerifyStatements(
            tuple(contexts),
            (
                "Halvet replies to an urgent ticket within 6 hours",
                "Halvet replies to an urgent ticket within 1 hour",
            ),
            question,
        )
    )
    assert right.supported, right.reason
    assert not wrong.supported, wrong.reason


@pytest.mark.anyio
async def test_an_amount_is_read_in_the_passage_about_the_claims_own_kind_of_thing() -> None:
    contexts = [
        "Service terms, Gold tier: Priority 1 tickets receive a first reply within 30 minutes, "
        "24/7. Priority 2 tickets receive a first reply within 4 business hours.",
        "Service terms, Bronze tier: Priority 1 tickets receive a first reply within 2 hours, "
        "during business hours only. Priority 2 tickets receive a first reply within 1 "
        "business day.",
    ]
    subject = "The first-reply time for a Priority 2 ticket on the Gold service tier"
    await assert_holds_not(
        contexts, f"{subject} is within 4 business hours", f"{subject} is within 1 business day"
    )


@pytest.mark.anyio
async def test_a_margin_claimed_with_by_is_the_difference_of_two_amounts_not_one_of_them() -> None:
    contexts = [
        "Harrow Couriers, Express service: parcels reach any address in the county within 2 days.",
        "Harrow Couriers, Standard service: parcels reach any address in the county within 5 days.",
    ]
    subject = "A parcel to an address in the county arrives sooner with Express"
    await assert_holds_not(contexts, f"{subject} by 3 days", f"{subject} by 5 days")


@pytest.mark.anyio
async def test_a_margin_the_context_gives_with_by_bears_out_the_same_margin_claimed() -> None:
    contexts = [
        "The Lowmere rowing regatta will be shortened by 2 days this summer because the "
        "river authority is dredging the course."
    ]
    await assert_holds_not(
        contexts,
        "The Lowmere regatta will be shorter by 2 days this summer",
        "The Lowmere regatta will be shorter by 4 days this summer",
    )


@pytest.mark.anyio
async def test_a_while_clause_with_no_comma_is_the_time_its_claim_holds_in_not_a_claim() -> None:
    question = "When may a cashier open the till without a supervisor?"
    held = await statements(
        question, "A cashier may open the till without a supervisor while the shop is closed."
    )
    assert held == ("A cashier may open the till without a supervisor while the shop is closed",)
    contrast = await statements(question, "Cashiers open the tills, while supervisors count them.")
    assert len(contrast) == 2, contrast


@pytest.mark.anyio
async def test_an_amount_is_read_in_the_passage_that_names_the_claims_thing() -> None:
    contexts = [
        "The Brisk 4 is an e-bike made by Vantor Cycles in 2023. It has a 500 Wh battery, "
        "weighs 21 kilograms, and went on sale at a price of 1,890 euros.",
        "The Lumo Glide 2 is an e-bike made by Pellin Motion in 2024. It has a 460 Wh "
        "battery, weighs 19 kilograms, and went on sale at 1,690 euros, 200 euros below its "
        "nearest rival, the Brisk 4.",
    ]
    subject = "The sale price of the Lumo Glide 2 was"
    await assert_holds_not(contexts, f"{subject} 1,690 euros", f"{subject} 1,890 euros")


@pytest.mark.anyio
async def test_an_amount_tied_to_a_condition_is_the_one_the_conditions_sentence_gives() -> None:
    contexts = [
        "If the daily output of the Grelby line falls below the planned level, the foreman "
        "receives a bonus cut of 5% of the weekly pay. If output falls below 80.0%, the cut "
        "rises to 15%. Cuts are reviewed every quarter."
    ]
    subject = "of the weekly pay is cut if Grelby output falls below 80.0%"
    await assert_holds_not(contexts, f"15% {subject}", f"5% {subject}")


@pytest.mark.anyio
async def test_the_most_there_may_be_is_the_cap_not_a_flat_amount_beside_it() -> None:
    contexts = [
        "Referral rewards: staff who join the referral scheme receive a flat bonus of 150 "
        "points per quarter. Each hire referred adds 30 points, capped at 300 points per "
        "quarter."
    ]
    subject = "The most a member of staff can earn in per-hire points in a quarter is"
    await assert_holds_not(contexts, f"{subject} 300 points", f"{subject} 150 points")
    (superlative,) = await verdicts(contexts, "The most popular reward is 150 points")
    assert superlative.supported, superlative.reason  # "the most popular": no amount's most


@pytest.mark.anyio
async def test_a_year_that_opens_the_span_of_another_deed_does_not_date_a_reigns_start() -> None:
    contexts = [
        "The Harwick bridge was built between 1821 and 1826 on the orders of Duke Alric of Tessen.",
        "Duke Alric ruled Tessen from 1815 to 1840 from his seat at Kell Castle.",
    ]
    subject = "The reign of the duke who ordered the Harwick bridge began in"
    await assert_holds_not(contexts, f"{subject} 1815", f"{subject} 1821")
    (own,) = await verdicts(contexts, "The reign of Duke Alric began in 1815")
    assert own.supported, own.reason  # "ruled from 1815 to 1840": a span, not a change


@pytest.mark.anyio
async def test_a_span_of_years_is_read_in_the_passage_that_names_who_it_is_claimed_of() -> None:
    contexts = [
        "Most of the old Varn canal network was dug during the Velmar dynasty, which ruled "
        "Varnland from 1402 to 1611.",
        "The Velmar dynasty was founded by Kaspar Oster, who reigned as King Kaspar I from "
        "1402 to 1437.",
    ]
    subject = "Kaspar Oster reigned as King Kaspar I from 1402 to"
    await assert_holds_not(contexts, f"{subject} 1437", f"{subject} 1611")


@pytest.mark.anyio
async def test_two_words_before_one_noun_are_no_clause_of_their_own() -> None:
    found = await statements(
        "Which colours does the Velm dye take up best?",
        "The Velm dye takes up yellow and orange light most strongly.",
    )
    assert found == ("The Velm dye takes up yellow and orange light most strongly",), found
    # a plural subject, or a capitalised people, may still open a clause of its own
    assert len(await statements("", "Sales rose and costs fell sharply.")) == 2
    assert (
        len(await statements("", "A Danish force held the ford and a Swedish force took the hill."))
        == 2
    )


@pytest.mark.anyio
async def test_look_is_said_as_appear() -> None:
    contexts = [
        "Velmin is the violet pigment found in the petals of many alpine flowers. It absorbs "
        "light most strongly in the yellow and green parts of the spectrum, while it absorbs "
        "violet light poorly and reflects much of it. This reflected violet light is why the "
        "petals appear violet to the human eye."
    ]
    (said,) = await verdicts(
        contexts, "Much of the violet light is reflected, which is why petals look violet"
    )
    assert said.supported, said.reason


@pytest.mark.anyio
async def test_a_post_given_in_apposition_to_one_name_is_not_anothers() -> None:
    contexts = [
        "The first survey of the Kessel glacier was made in 1961 by Tomas Arvid, a field "
        "assistant. Arvid worked under the direction of Ilse Marten, who had come to the "
        "institute in 1958."
    ]
    await assert_holds_not(
        contexts,
        "Tomas Arvid, a field assistant, made the first survey of the Kessel glacier",
        "Ilse Marten, a field assistant directed by Tomas Arvid, made the first survey",
    )


@pytest.mark.anyio
async def test_what_a_sentence_gives_another_thing_unlike_a_name_the_name_does_not_have() -> None:
    contexts = [
        "The Brannock B4 drill has a 750 W motor and a two-speed gearbox. It weighs 1.9 kg "
        "with its battery.",
        "Unlike the B4, the Brannock B6 offers a hammer action and a depth stop. It shares "
        "the B4's 750 W motor.",
    ]
    await assert_holds_not(
        contexts,
        "The Brannock B4 drill does not have a hammer action",
        "The Brannock B4 drill has a hammer action",
    )
    (shared,) = await verdicts(contexts, "The Brannock B4 drill has a 750 W motor")
    assert shared.supported, shared.reason  # what the other sentences give it still stands


@pytest.mark.anyio
async def test_what_holds_only_in_one_case_is_not_borne_out_for_a_case_of_the_claims_own() -> None:
    contexts = [
        "The Corrin Home plan covers plumbing repairs up to 2,000 pounds a year. Roof repairs "
        "are covered only when the damage results from a storm."
    ]
    await assert_holds_not(
        contexts,
        "The Corrin Home plan does not cover roof repairs for woodworm damage",
        "The Corrin Home plan covers roof repairs for woodworm damage",
    )
    (case,) = await verdicts(contexts, "Roof repairs are covered when a storm caused the damage")
    assert case.supported, case.reason  # the claim's case is the one the context allows


@pytest.mark.anyio
async def test_a_name_in_capitals_is_the_words_it_abbreviates() -> None:
    contexts = ["Ilan Roth, the company's chief technology officer, joined Harlow Labs in 2019."]
    await assert_holds_not(
        contexts, "Ilan Roth is the CTO of Harlow Labs", "Ilan Roth is the CFO of Harlow Labs"
    )


@pytest.mark.anyio
async def test_a_described_cofounder_is_the_one_the_descriptions_name_is_said_of() -> None:
    contexts = [
        "Harlow Labs was co-founded in 2019 by Mira Sen, who is chief executive, and Ilan "
        "Roth, the company's chief technology officer.",
        "Roth studied physics at Uppsala University. Sen graduated in law from Brenner "
        "College and worked at a bank before starting Harlow.",
    ]
    subject = "The Harlow Labs co-founder who serves as CTO attended"
    await assert_holds_not(contexts, f"{subject} Uppsala University", f"{subject} Brenner College")


@pytest.mark.anyio
async def test_a_city_of_the_atlas_lies_within_its_country() -> None:
    contexts = [
        "Glass Orchard are a British indie band formed in Manchester in 2004.",
        "The Wire Hens are an English folk group formed in Bristol in 1999.",
    ]
    found = await verdicts(
        contexts,
        "Glass Orchard was formed in England",
        "Glass Orchard was formed in Scotland",
        "Glass Orchard and The Wire Hens were both formed in England",
        "Glass Orchard and The Wire Hens were not both formed in England",
    )
    assert [v.supported for v in found] == [True, False, True, False], found


def test_the_atlas_gives_the_places_a_city_lies_within() -> None:
    assert places_around(("london",)) == {"england", "britain"}
    assert "america" in places_around(("chicago",))
    assert places_around(("atlantis",)) == frozenset()


@pytest.mark.anyio
async def test_a_span_ended_by_one_event_is_not_ended_by_another() -> None:
    contexts = [
        "Duke Osric of Vell (1580\u20131640) ruled from 1602 until his abdication in 1631. "
        "Lady Maren of Vell, his daughter, ruled after him until her death in 1659."
    ]
    await assert_holds_not(
        contexts,
        "Duke Osric ruled until his abdication in 1631",
        "Duke Osric ruled until his death in 1631",
    )


@pytest.mark.anyio
async def test_a_kin_named_by_first_name_after_a_kinship_word_shares_the_family_name() -> None:
    contexts = [
        "Tomas Varga (born 1979 in Szeged) is a Hungarian cellist. His older brother Peter "
        "and his younger sister Ilona are also musicians; Ilona leads the Szeged Quartet."
    ]
    await assert_holds_not(
        contexts,
        "Ilona Varga is the younger sister of Tomas Varga",
        "Ilona Varga is the older sister of Tomas Varga",
    )


@pytest.mark.anyio
async def test_another_word_of_a_closed_set_by_the_subjects_name_bears_out_a_denial() -> None:
    contexts = [
        "Harrow & Lyle Printers was founded in 1948 by Edith Lyle and Samuel Harrow.",
        "Nina Lyle, Edith's niece, joined the firm as a typesetter in 1971.",
    ]
    found = await verdicts(
        contexts,
        "Nina Lyle is not the daughter of a founder of Harrow & Lyle Printers",
        "Nina Lyle is the daughter of a founder of Harrow & Lyle Printers",
        "Nina Lyle did not join the firm as a typesetter",
    )
    assert [v.supported for v in found] == [True, False, False], found


@pytest.mark.anyio
async def test_what_hangs_on_a_case_does_not_hold_whether_or_not_it_happens() -> None:
    contexts = [
        "Support policy SP-2: If the assigned agent does not reply within 2 hours, the "
        "ticket moves to the duty manager. Agents work in shifts of eight hours."
    ]
    found = await verdicts(
        contexts,
        "The ticket moves to the duty manager whether or not the agent replies",
        "The ticket moves to the duty manager if the agent does not reply within 2 hours",
    )
    assert [v.supported for v in found] == [False, True], found
    # the context says the opposite, which weighs more than a claim it merely does not bear out
    assert "hang on a case" in found[0].reason and found[0].degree < 0.15, found[0]


@pytest.mark.anyio
async def test_qualify_is_said_as_eligible() -> None:
    contexts = ["Interns are eligible for the scheme. Contractors are paid monthly."]
    await assert_holds_not(contexts, "Interns qualify for the scheme", "Interns run the scheme")


@pytest.mark.anyio
async def test_a_description_is_not_borne_out_by_another_name_of_the_sentence_naming_it() -> None:
    contexts = [
        "Grey Harbour is a 1961 drama film produced by Ilse Marrow from a novel by Tomas Venn.",
        "Ilse Marrow (12 May 1919 \u2013 3 June 1990) was a Dutch producer. Tomas Venn, the writer "
        "whose books she filmed twice, was born in Leiden in 1915.",
    ]
    found = await verdicts(
        contexts,
        "The producer of Grey Harbour was born in 1915",
        "The producer of Grey Harbour was born in 1919",
        "The author of Grey Harbour's novel was born in 1915",
    )
    assert [v.supported for v in found][:2] == [False, True], found
    assert "Ilse Marrow is the one described" in found[0].reason, found[0]


@pytest.mark.anyio
async def test_a_pronoun_after_whose_stands_in_the_relative_clause() -> None:
    contexts = [
        "Edda Kroll was a Danish painter. Pavel Rusk, whose poems she illustrated, was born "
        "in Brno in 1902."
    ]
    await assert_holds_not(contexts, "Pavel Rusk was born in 1902", "Edda Kroll was born in 1902")


@pytest.mark.anyio
async def test_a_name_after_a_preposition_is_no_rival_subject() -> None:
    contexts = [
        "Orrin Hall in Veltria was built in 1801 as a granary. In 1962 the hall opened as a "
        "library under the Veltrian Republic, and in 2020 it was reclassified as a granary."
    ]
    await assert_holds_not(
        contexts, "Orrin Hall became a library in 1962", "Orrin Hall became a granary in 1962"
    )


@pytest.mark.anyio
async def test_more_than_a_year_before_is_a_gap_in_time_not_an_amount() -> None:
    contexts = [
        "The Velm canal was opened on 4 May 1871.",
        "The Ostra railway was completed on 19 August 1873.",
    ]
    found = await verdicts(
        contexts,
        "The Velm canal was opened more than a year before the Ostra railway was completed",
        "The Velm canal was opened more than a year after the Ostra railway was completed",
        "The Velm canal was opened less than a year before the Ostra railway was completed",
    )
    assert [v.supported for v in found] == [True, False, False], found


@pytest.mark.anyio
async def test_a_gap_in_words_before_a_clause_of_its_own_is_no_claim() -> None:
    found = await statements(
        "When did the Velm canal open?",
        "The Velm canal opened on 4 May 1871, more than a year before the Ostra railway "
        "was completed in 1873.",
    )
    assert found == (
        "The Velm canal opened on 4 May 1871",
        "The Ostra railway was completed in 1873",
    )


@pytest.mark.anyio
async def test_a_number_by_the_claims_verb_in_another_form_is_not_given_for_another() -> None:
    contexts = [
        "The Accord of Tarrow on the status of Velmany was signed in Ostra on 2 June 1911, "
        "and unification was formally completed on 9 April 1912."
    ]
    await assert_holds_not(
        contexts, "Velmany was unified on 9 April 1912", "Velmany was unified on 9 April 1913"
    )


@pytest.mark.anyio
async def test_an_amount_opening_the_claim_is_no_case_of_a_bound() -> None:
    contexts = [
        "The Orla saver pays 3.1% annual interest on balances up to \u00a315,000. Interest is "
        "paid once a year on the account anniversary."
    ]
    await assert_holds_not(
        contexts,
        "A \u00a312,000 balance earns 3.1% annual interest",
        "\u00a3777, paid on the account anniversary",
    )


@pytest.mark.anyio
async def test_an_amount_in_a_clause_opened_by_another_name_is_not_the_subjects() -> None:
    contexts = [
        "Rower Vera Halla won the single sculls at the 2019 Norra Regatta in 7:12.5, ahead of "
        "Pia Tamm. In the double sculls at the same regatta, Pia Tamm won in 6:48.9, with "
        "Halla finishing third."
    ]
    await assert_holds_not(
        contexts,
        "Pia Tamm won the double sculls in 6:48.9",
        "Vera Halla won the double sculls in 6:48.9",
    )


@pytest.mark.anyio
async def test_a_candidate_for_a_prize_is_not_its_winner() -> None:
    contexts = ["Mira Sollen was shortlisted for the Arden Medal in 2011."]
    await assert_holds_not(
        contexts, "Mira Sollen was shortlisted in 2011", "Mira Sollen won in 2011"
    )


@pytest.mark.anyio
async def test_a_clause_that_takes_the_subject_of_the_sentence_may_say_the_opposite() -> None:
    contexts = [
        "Mira Sollen was shortlisted for the Arden Medal in 2011, losing to the sculptor "
        "Tobin Hask, who later taught at Veyle."
    ]
    await assert_holds_not(
        contexts,
        "Tobin Hask won the Arden Medal in 2011",
        "Mira Sollen won the Arden Medal in 2011",
    )


@pytest.mark.anyio
async def test_a_modifier_swapped_for_its_opposite_where_the_sentence_says_both() -> None:
    contexts = [
        "The Orm ford is flooded each spring at high water, so herders can drive sheep "
        "across it only during the weeks around low water."
    ]
    found = await verdicts(
        contexts,
        "Herders can drive sheep across the ford only during the weeks around low water",
        "Herders can drive sheep across the ford only during the weeks around high water",
        "The Orm ford is flooded at high water",
    )
    assert [v.supported for v in found] == [True, False, True], found
    assert '"low water" there' in found[1].reason, found[1]


@pytest.mark.anyio
async def test_a_journey_run_the_other_way_round() -> None:
    contexts = [
        "The steamer Arla sailed from Bremen on 3 May 1920 on her maiden voyage, bound for Oslo."
    ]
    found = await verdicts(
        contexts,
        "On its first crossing from Bremen to Oslo, the Arla sailed in 1920",
        "On its first crossing from Oslo to Bremen, the Arla sailed in 1920",
    )
    assert [v.supported for v in found] == [True, False], found
    assert "from Bremen to Oslo" in found[1].reason, found[1]


@pytest.mark.anyio
async def test_a_first_crossing_is_said_as_a_maiden_voyage() -> None:
    contexts = ["On her maiden voyage in 1920, the trawler Kell struck a reef near Vannoy."]
    await assert_holds_not(
        contexts,
        "The Kell struck a reef on its first crossing",
        "The Kell was sold in Oslo",
    )


@pytest.mark.anyio
async def test_hit_is_said_as_struck_of_a_thing_named_by_a_common_noun() -> None:
    contexts = ["Three days into the crossing, the ship struck a sandbank off Vannoy."]
    await assert_holds_not(contexts, "The ship hit a sandbank", "The ship hit a whale")


@pytest.mark.anyio
async def test_the_object_of_the_claims_verb_must_be_there() -> None:
    contexts = ["On her maiden voyage in 1920, the trawler Kell struck a reef near Vannoy."]
    await assert_holds_not(
        contexts,
        "The Kell struck a reef on its first crossing",
        "The Kell struck a whale on its first crossing",
    )


@pytest.mark.anyio
async def test_the_dates_in_brackets_after_a_name_are_that_names() -> None:
    contexts = [
        "Ansa Lind was a Swedish botanist. In 1771 she succeeded Tor Ekman (1702\u20131770) "
        "as keeper of the Uppsala herbarium."
    ]
    await assert_holds_not(contexts, "Tor Ekman was born in 1702", "Ansa Lind was born in 1702")


@pytest.mark.anyio
async def test_a_role_held_before_a_span_is_not_held_during_it() -> None:
    contexts = [
        "Edda Vorn led the Tarrow Choir from 1921 to 1940, having previously sung there as "
        "principal alto."
    ]
    await assert_holds_not(
        contexts,
        "Edda Vorn was the leader of the Tarrow Choir during those years",
        "Edda Vorn was the choir's principal alto during those years",
    )


def test_a_name_may_open_with_a_word_that_reads_as_a_participle() -> None:
    context = analyse_context(["Turning Torso is a skyscraper in Malmo."])
    assert [len(run.keys) for run in context.sentences[0].names if run.start == 0] == [2]
    claim = analyse_claim(
        "Turning Torso was designed by Santiago Calatrava", context.known, context.lower
    )
    assert claim.names[0].start == 0 and len(claim.names[0].keys) == 2


@pytest.mark.anyio
async def test_the_doer_of_a_deed_by_its_noun_keeps_its_role() -> None:
    contexts = ["In May 2020 Harlow Mills agreed to acquire Brenn Foods for 40 million euros."]
    buyer, bought = await verdicts(
        contexts, "Harlow Mills was the buyer", "Brenn Foods was the buyer"
    )
    assert not bought.supported and "other role" not in buyer.reason
    assert bought.degree is not None and buyer.degree is not None
    assert bought.degree < buyer.degree / 2


@pytest.mark.anyio
async def test_a_difference_is_taken_between_amounts_of_the_claims_period() -> None:
    contexts = [
        "Quillo's Basic tier costs $10 per seat per month billed annually, or $12 billed monthly.",
        "The Plus tier costs $16 per seat per month billed annually, or $20 billed monthly.",
    ]
    await assert_holds_not(
        contexts,
        "Quillo's Plus tier costs $8 more per seat per month than its Basic tier when both are "
        "billed monthly",
        "Quillo's Plus tier costs $6 more per seat per month than its Basic tier when both are "
        "billed monthly",
    )


@pytest.mark.anyio
async def test_a_word_joined_by_a_hyphen_changed_on_one_side_is_another_thing() -> None:
    contexts = [
        "Alert QUEUE-LAG-3 pages the on-call engineer for the orders-db service.",
        "Ownership list: orders-db is owned by the Core Data team. orders-api is owned by the "
        "Storefront team.",
    ]
    await assert_holds_not(
        contexts,
        "QUEUE-LAG-3 pages for orders-db, which is owned by the Core Data team",
        "QUEUE-LAG-3 pages for orders-db, which is owned by the Storefront team",
    )


@pytest.mark.anyio
async def test_an_answer_whose_verb_is_unlisted_is_no_short_answer() -> None:
    said = await statements(
        "Which team owns the service that alert QUEUE-LAG-3 pages for?",
        "The QUEUE-LAG-3 alert pages the Harrow team, which owns the orders-db service.",
    )
    assert said == (
        "The QUEUE-LAG-3 alert pages the Harrow team",
        "Harrow team owns the orders-db service",
    )


@pytest.mark.anyio
async def test_a_common_noun_subject_in_the_perfect_keeps_its_deed() -> None:
    contexts = [
        "Since 1990 the fair has been run by the Orvel Guild, which took it over from the town "
        "council."
    ]
    await assert_holds_not(
        contexts,
        "The Orvel Guild has run the fair since 1990",
        "The town council has run the fair since 1990",
    )


@pytest.mark.anyio
async def test_an_outcome_is_that_of_the_band_the_case_falls_in() -> None:
    contexts = [
        "Torvel Hosting SLA: a credit of 5% of the monthly fee applies if availability drops "
        "below the committed level; if availability drops below 98.0%, the credit rises to 20%."
    ]
    await assert_holds_not(
        contexts,
        "A customer gets 20% of the monthly fee for a month with 97.5% availability",
        "A customer gets 5% of the monthly fee for a month with 97.5% availability",
    )


@pytest.mark.anyio
async def test_a_case_may_stand_in_the_sentence_naming_the_subject() -> None:
    contexts = [
        "Travel rules: staff in bands B5 and above may book up to 4 nights per trip. Staff in "
        "bands B1 to B4 may book up to 2 nights per trip.",
        "Staff list: Ilse Marren, analyst, band B2, Oslo office.",
    ]
    await assert_holds_not(
        contexts,
        "Ilse Marren may book up to 2 nights per trip",
        "Ilse Marren may book up to 4 nights per trip",
    )


def test_a_limit_forbidden_or_claimed_is_no_band_of_outcomes() -> None:
    sentences = [
        "Adults take 1 tablet every 6 hours.",
        "Do not take more than 8 tablets in 24 hours.",
    ]
    assert tier_outcome("An adult can take 12 tablets in 24 hours", sentences, []) is None
    claimed = "Uptime of 98.9% is under the 99.0% threshold, so they get 50%"
    assert tier_outcome(claimed, ["50% if uptime is below 99.0%, 25% if below 99.5%."], []) is None


def test_bands_are_read_clause_by_clause() -> None:
    assert bands(["Credits: 10% if uptime falls below 99.9%, 25% if below 99.5%."]) == [
        Band(
            "%",
            -math.inf,
            99.9 - 1e-9,
            frozenset({(10.0, "%")}),
            "Credits: 10% if uptime falls below 99.9%",
        ),
        Band("%", -math.inf, 99.5 - 1e-9, frozenset({(25.0, "%")}), "25% if below 99.5%."),
    ]


@pytest.mark.anyio
async def test_a_span_of_years_is_taken_from_years_beside_the_claims_words() -> None:
    contexts = [
        "A Dutch firm began draining the Velmar marsh in 1902 but gave up in 1911 after floods.",
        "The Crown Estate took over the scheme in 1920. The Velmar Polder opened to farming on "
        "2 May 1926.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The Crown Estate worked 6 years on the Velmar Polder before it opened",
        "The Crown Estate worked 9 years on the Velmar Polder before it opened",
    )
    assert not wrong.supported and "9" in wrong.reason
    assert right.degree is not None and wrong.degree is not None
    assert right.degree > wrong.degree


@pytest.mark.anyio
async def test_a_state_in_a_year_outside_the_span_the_context_gives_is_an_opposite() -> None:
    contexts = ["Tove Lind served as Mayor of Brask from 2009 to 2019, the first woman to hold it."]
    held_then, later, denied = await verdicts(
        contexts,
        "Tove Lind was Mayor of Brask in 2012",
        "Tove Lind was Mayor of Brask in 2022",
        "Tove Lind was not Mayor of Brask in 2022",
    )
    assert held_then.supported and denied.supported
    assert not later.supported and "span of years" in later.reason


@pytest.mark.anyio
async def test_a_value_is_of_the_verb_not_of_the_noun_the_verb_takes() -> None:
    contexts = [
        "The ferry line's flagship, the MV Corra, entered service in 1958 and was withdrawn "
        "in 1984 after a collision."
    ]
    await assert_holds_not(
        contexts,
        "The MV Corra was withdrawn from service in 1984",
        "The MV Corra was withdrawn from service in 1958",
    )


@pytest.mark.anyio
async def test_a_verb_form_after_a_possessive_is_a_thing_not_a_deed() -> None:
    contexts = [
        "Harbour at Dusk is a 1921 oil painting by the Danish artist Vigga Holm. It has been in "
        "the collection of the Larsholm Museum since 1950."
    ]
    await assert_holds_not(
        contexts,
        "Vigga Holm's painting Harbour at Dusk is held by the Larsholm Museum",
        "Vigga Holm's painting Harbour at Dusk is held by the Brenner Gallery",
    )


@pytest.mark.anyio
async def test_what_another_thing_requires_is_not_required_of_the_claims() -> None:
    contexts = [
        "Day passes are issued for visits of two days or more, and site badges only with "
        "written approval from a security manager."
    ]
    free, required = await verdicts(
        contexts,
        "Day passes are issued without a security manager's approval",
        "Day passes are not issued without a security manager's approval",
    )
    assert free.supported, free.reason
    assert not required.supported
    await assert_holds_not(
        contexts,
        "Site badges are not issued without a security manager's approval",
        "Site badges are issued without a security manager's approval",
    )


@pytest.mark.anyio
async def test_a_birth_is_the_year_of_an_event_less_the_age_then() -> None:
    contexts = [
        "Skier Lone Verdal won the Halm Cup in 2011 at the age of 22.",
        "Skier Brit Osmund won the same cup in 2015 at the age of 30.",
    ]
    await assert_holds_not(
        contexts,
        "Brit Osmund was born earlier than Lone Verdal",
        "Lone Verdal was born earlier than Brit Osmund",
    )
    # the other of two, named inside a longer name ("Skier Lone Verdal")
    await assert_holds_not(contexts, "Brit Osmund was born earlier", "Lone Verdal was born earlier")


@pytest.mark.anyio
async def test_a_passive_claims_common_agent_keeps_its_deed() -> None:
    contexts = [
        "The beetle Varna tessa feeds on alder bark. Its eggs are eaten by the mite Orbix "
        "lenta, which hides under loose bark."
    ]
    await assert_holds_not(
        contexts,
        "The beetle's eggs are eaten by the mite",
        "The mite's eggs are eaten by the beetle",
    )


@pytest.mark.anyio
async def test_an_age_word_of_a_relation_is_read_on_its_side() -> None:
    contexts = [
        "Ada Brenn (born 1984) is a Welsh rower. She trained from childhood with her older "
        "sister Ines, who was born in 1981."
    ]
    await assert_holds_not(
        contexts,
        "Ada Brenn is the younger sister of Ines Brenn",
        "Ada Brenn is the older sister of Ines Brenn",
    )
    right, wrong = await verdicts(
        contexts,
        "The rower, Ada Brenn, is the younger sister of Ines Brenn, the coach",
        "The rower, Ada Brenn, is the older sister of Ines Brenn, the coach",
    )
    assert right.degree is not None and wrong.degree is not None
    assert right.degree > wrong.degree


@pytest.mark.anyio
async def test_a_span_between_dates_ends_in_its_last_year() -> None:
    contexts = ["Edda Vorn served as Mayor of Brask from March 2004 until June 2011."]
    await assert_holds_not(
        contexts, "Edda Vorn left office in June 2011", "Edda Vorn left office in March 2004"
    )


@pytest.mark.anyio
async def test_a_successor_is_the_one_the_context_names_as_succeeding() -> None:
    contexts = [
        "Tove Lind served as Mayor of Brask from 1990 to 1998. She resigned in May 1998 and was "
        "succeeded by her deputy, Anton Seel.",
        "Anton Seel served as Mayor of Brask from May 1998 until April 2006, when he lost the "
        "election to Mira Holt.",
    ]
    right, wrong = await verdicts(
        contexts,
        "Tove Lind's successor, Anton Seel, stepped down in April 2006",
        "Tove Lind's successor stepped down in May 1998",
    )
    assert "Anton Seel is the one described" in wrong.reason
    assert right.degree is not None and wrong.degree is not None
    assert right.degree > wrong.degree


@pytest.mark.anyio
async def test_an_outcome_in_percent_may_be_claimed_as_its_share_of_an_amount() -> None:
    contexts = [
        "Late delivery credits: if a parcel arrives more than 2 days late, the customer gets "
        "10% of the shipping fee back. If it arrives more than 5 days late, the credit is 50% "
        "of the shipping fee.",
        "Order ref-2231 paid a shipping fee of 40 euros. It arrived 7 days late.",
    ]
    await assert_holds_not(
        contexts, "Order ref-2231 is owed 20 euros", "Order ref-2231 is owed 4 euros"
    )


def test_a_band_of_bare_numbers_is_no_band_of_outcomes() -> None:
    assert bands(["The population fell from about 6,000 in 1850 to 3,800 in 1911."]) == []


@pytest.mark.anyio
async def test_a_share_of_an_amount_the_question_gives_is_graded_as_computed() -> None:
    contexts = ["The Harlow Bank easy saver pays 3.5% annual interest on balances up to £50,000."]
    right, wrong = await value(
        VerifyStatements(
            tuple(contexts),
            ("£700, paid yearly", "£750, paid yearly"),
            question="How much interest would a £20,000 balance earn in a year?",
        )
    )
    assert not right.supported and not wrong.supported  # a hint for grading, not support
    assert right.degree is not None and wrong.degree is not None
    assert right.degree > wrong.degree


@pytest.mark.anyio
async def test_what_is_not_covered_is_excluded() -> None:
    contexts = [
        "The Orla kettle comes with a one-year warranty. The warranty does not cover damage "
        "caused by dropping the kettle."
    ]
    await assert_holds_not(
        contexts,
        "The Orla kettle's warranty excludes damage caused by dropping the kettle",
        "The Orla kettle's warranty includes damage caused by dropping the kettle",
    )


@pytest.mark.anyio
async def test_the_one_a_film_stars_plays_the_part() -> None:
    contexts = [
        "Grey Harbour is a 2019 film directed by Oskar Lind. It stars Mira Voss as the "
        "lighthouse keeper Anna Berg."
    ]
    await assert_holds_not(
        contexts,
        "The lighthouse keeper is played by Mira Voss",
        "The lighthouse keeper is played by Oskar Lind",
    )


@pytest.mark.anyio
async def test_a_thing_placed_in_another_region_is_not_there() -> None:
    contexts = [
        "Runbook RB-7: if the primary cache in region us-east stops answering, promote the "
        "standby in us-west and page the storage team."
    ]
    await assert_holds_not(
        contexts,
        "The standby in us-west should be promoted if the primary cache stops answering",
        "The standby in us-east should be promoted if the primary cache stops answering",
    )


@pytest.mark.anyio
async def test_a_part_of_an_event_held_elsewhere_is_not_where_the_event_was() -> None:
    contexts = [
        "The 2022 Summit Games were hosted by the city of Ardvik. The opening ceremony took "
        "place at the Moss Arena, while the athletics events were staged at the Quay Stadium "
        "in nearby Tolvo.",
        "Quay Stadium opened in 1998 and has a capacity of 32,000. It is the home ground of "
        "Tolvo Athletic.",
    ]
    await assert_holds_not(
        contexts,
        "The athletics events of the 2022 Summit Games were held in Tolvo",
        "The athletics events of the 2022 Summit Games were held in Ardvik",
    )


@pytest.mark.anyio
async def test_never_is_a_denial_not_a_word_the_context_must_hold() -> None:
    (kept,) = await verdicts(
        ["Keep the serum refrigerated at 2 \u00b0C to 8 \u00b0C. Do not freeze."],
        "The serum is kept at 2 \u00b0C to 8 \u00b0C and never frozen",
    )
    assert kept.supported, kept.reason
    (denied,) = await verdicts(
        ["Keep the serum refrigerated. It may be frozen for transport."],
        "The serum is never frozen",
    )
    assert not denied.supported and "opposite" in denied.reason


@pytest.mark.anyio
async def test_what_another_thing_adds_is_not_the_base_things() -> None:
    contexts = [
        "Cover levels. Lite cover: pays for windscreen repair and towing up to $300. Rental cars "
        "are not covered under Lite.",
        "Max cover: includes everything in Lite, plus rental car hire for up to 14 days and "
        "towing up to $800.",
    ]
    right, wrong = await verdicts(
        contexts,
        "Lite cover does not include rental car hire",
        "Lite cover includes rental car hire for up to 14 days",
    )
    assert not wrong.supported
    assert right.degree is not None and wrong.degree is not None
    assert right.degree > wrong.degree


@pytest.mark.anyio
async def test_an_agent_of_one_clause_does_not_do_the_deed_of_the_other() -> None:
    contexts = [
        "Per the build registry, quill-cache is maintained by the Ostrava group, while the "
        "render-farm cluster is maintained by the Halden group.",
    ]
    await assert_holds_not(
        contexts,
        "The Halden group maintains the render-farm cluster",
        "The Halden group maintains the quill-cache cluster",
    )
    await assert_holds_not(
        contexts,
        "quill-cache is maintained by the Ostrava group",
        "quill-cache is maintained by the Halden group",
    )


@pytest.mark.anyio
async def test_years_later_than_first_meant_give_the_year_first_meant() -> None:
    contexts = [
        "The Orrin Valley tramway will link six villages.",
        "Track laying started in 2019, and the line is due to open in 2027. That is three "
        "years later than originally planned.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The tramway was originally planned to open in 2024",
        "The tramway was initially due to open in 2027",
    )
    assert right.supported, right.reason
    assert not wrong.supported
    (within,) = await verdicts(
        ["The museum reopened in 2015, four years later than initially scheduled."],
        "The museum was initially scheduled to reopen in 2011",
    )
    assert within.supported, within.reason


@pytest.mark.anyio
async def test_years_later_than_planned_do_not_move_the_time_on() -> None:
    (later,) = await verdicts(
        [
            "The dam was finished in 1962. That was two years later than planned. Six years "
            "later, the power station beside it opened."
        ],
        "The power station opened in 1968",
    )
    assert later.supported, later.reason


@pytest.mark.anyio
async def test_a_named_tier_gives_the_outcome_of_the_tier_its_case_is_in() -> None:
    contexts = [
        "Halvard Courier rate card (2025): parcels to Zone 1 addresses cost 6 dollars each, "
        "while parcels to Zone 2 addresses cost 9 dollars each.",
        "Zone 2 covers Kesting, Marrow Bay and Ulden.",
    ]
    await assert_another_outcome(
        contexts,
        "A parcel to Ulden costs 9 dollars with Halvard Courier",
        "A parcel to Ulden costs 6 dollars with Halvard Courier",
    )


@pytest.mark.anyio
async def test_a_relation_the_context_gives_to_another_is_not_the_claims() -> None:
    contexts = [
        "The Carrow Mill was built in 1851 by Edwin Carrow. Since 2019 it has been run by "
        "Nadia Pell, a weaver from Leeds.",
        "Pell hired Edwin Carrow's great-grandson, Tomas Carrow, as the mill's archivist.",
    ]
    await assert_holds_not(
        contexts,
        "Tomas Carrow is Edwin Carrow's great-grandson",
        "Nadia Pell is a great-granddaughter of the founder, Edwin Carrow",
    )
    (also,) = await verdicts(contexts, "Nadia Pell is Edwin Carrow's great-grandson")
    assert not also.supported and "another" in also.reason


@pytest.mark.anyio
async def test_a_date_after_a_comma_is_of_the_words_before_it() -> None:
    contexts = [
        "Pellam, the old ledger service, was switched to read-only mode on 3 April 2022 and "
        "fully decommissioned on 1 July 2022."
    ]
    await assert_holds_not(
        contexts,
        "Pellam's full decommissioning came last, on 1 July 2022",
        "Pellam's full decommissioning came first, on 3 April 2022",
    )


@pytest.mark.anyio
async def test_before_or_after_another_event_is_no_opposite_of_first() -> None:
    (first,) = await verdicts(
        ["The Harlow archive opened on 2 June 2022, ten weeks after the building's handover."],
        "The Harlow archive's opening came first, on 2 June 2022",
    )
    assert first.supported, first.reason
    (opposed,) = await verdicts(
        ["The Harlow archive opened on 2 June 2022, ten weeks after the museum's launch."],
        "The Harlow archive opened first, before the museum's launch",
    )
    assert not opposed.supported


@pytest.mark.anyio
async def test_words_of_another_labelled_thing_of_the_noun_are_not_the_claims() -> None:
    contexts = [
        "Grade B steel is used for the frames of the Orlan bridges. Grade B steel resists "
        "corrosion in salt air.",
        "Grade D steel is cheaper and is rolled at the Hesk mill in Tarrow.",
    ]
    await assert_holds_not(
        contexts,
        "Grade B steel resists corrosion in salt air",
        "Grade B steel is rolled at the Hesk mill in Tarrow",
    )


@pytest.mark.anyio
async def test_another_doer_of_the_deed_done_to_the_claims_common_nouns() -> None:
    contexts = [
        "Low Harbour is a 2009 drama written and directed by Ines Marlow, starring Tom Reyes.",
        "The score for Low Harbour was composed by Petra Lind.",
    ]
    await assert_holds_not(
        contexts,
        "Petra Lind composed the score",
        "Ines Marlow composed the score",
    )
    (described,) = await verdicts(
        ["The drummer of the band Grey Orchard is Ada Venn. Ada Venn also plays the cello."],
        "The drummer of Grey Orchard plays the cello",
    )
    assert described.supported, described.reason


@pytest.mark.anyio
async def test_taking_gold_is_winning() -> None:
    (won,) = await verdicts(
        [
            "Lena Marsh won the 400 m at the 2019 Orrin Open in 52.3 seconds.",
            "In the 800 m at the same meeting, Pia Holm took gold in 2:01.5.",
        ],
        "Pia Holm won the 800 m in 2:01.5",
    )
    assert won.supported, won.reason


@pytest.mark.anyio
async def test_the_longer_of_two_things_told_apart_by_an_amount() -> None:
    contexts = [
        "Pia Holm won the 5 km walk at the Tarrow Games.",
        "Ada Venn won the 20 km walk, with Holm in third place.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The longer of the two walks was won by Ada Venn",
        "The longer of the two walks was won by Pia Holm",
    )
    assert right.supported, right.reason
    assert "20 km walk is the one described" in right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_the_least_majority_of_a_count_is_computed() -> None:
    contexts = [
        "The Orrin Assembly has 120 seats. A party needs a majority of the seats to govern alone."
    ]
    right, wrong = await verdicts(
        contexts,
        "A party needs at least 61 of the 120 seats for a majority",
        "A party needs at least 60 of the 120 seats for a majority",
    )
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_severity_is_a_named_tier() -> None:
    contexts = [
        "Ticket Catalogue (Harrow Labs). Ticket type DB-LOCK is raised when a table lock lasts "
        "over 30 seconds. It is classified as Priority 3.",
        "Response targets (Harrow Labs). Priority 2 tickets must be answered within 4 hours "
        "and Priority 3 tickets within 24 hours.",
    ]
    await assert_another_outcome(
        contexts,
        "A DB-LOCK ticket must be answered within 24 hours",
        "A DB-LOCK ticket must be answered within 4 hours",
    )


@pytest.mark.anyio
async def test_a_job_family_is_a_named_tier() -> None:
    contexts = [
        "Leave Policy LP-3: Employees in job family Sales receive 2 extra days after 3 years "
        "of service. Employees in job family Research receive 5 extra days after 4 years of "
        "service.",
        "Staff list: Omar Quist, Analyst, job family Research, start date 2015. Ada Venn, "
        "Account Manager, job family Sales, start date 2019.",
    ]
    await assert_another_outcome(
        contexts,
        "Under LP-3, Omar Quist receives 5 extra days",
        "Under LP-3, Omar Quist receives 2 extra days",
    )


@pytest.mark.anyio
async def test_an_outcome_replaced_in_the_case_the_question_asks_about() -> None:
    contexts = [
        "Deliveries: if the customer is not home, leave the parcel with a neighbour. During "
        "public holidays, return the parcel to the Kesting depot instead of a neighbour.",
    ]
    statements = ("The parcel should be left with a neighbour",)
    on_holiday = "During a public holiday the customer is not home. Where should the parcel go?"
    (replaced,) = await value(VerifyStatements(tuple(contexts), statements, question=on_holiday))
    assert not replaced.supported and "another outcome" in replaced.reason
    weekday = "On a Tuesday the customer is not home. Where should the parcel go?"
    (kept,) = await value(VerifyStatements(tuple(contexts), statements, question=weekday))
    assert kept.supported, kept.reason


@pytest.mark.anyio
async def test_the_case_a_denial_holds_in_is_not_denied() -> None:
    (denied,) = await verdicts(
        ["While the tank is below 10 bar, refilling requires a permit from the duty engineer."],
        "Refilling does not require a permit from the duty engineer while the tank is below 10 bar",
    )
    assert not denied.supported and "opposite" in denied.reason


@pytest.mark.anyio
async def test_the_one_sentence_naming_a_thing_says_the_opposite_outcome() -> None:
    contexts = [
        "Clara Voss won nine regional chess titles between 1990 and 1999. She reached the "
        "Tarrow Open final three times, in 1992, 1995 and 1998, but lost each of them.",
    ]
    right, wrong = await verdicts(
        contexts,
        "Clara Voss did not win the Tarrow Open title",
        "Clara Voss won the Tarrow Open title",
    )
    assert right.supported, right.reason
    assert not wrong.supported and "opposite" in wrong.reason
    (beaten,) = await verdicts(
        ["Pia Holm reached the 2004 Tarrow Open final, losing to Ada Venn."],
        "Ada Venn won the 2004 Tarrow Open",
    )
    assert "opposite" not in beaten.reason


@pytest.mark.anyio
async def test_a_plan_is_a_named_tier_and_a_rare_word_names_its_case() -> None:
    contexts = [
        "Quillon Maps API limits. Calls made with a Starter plan key may fetch 50 tiles per "
        "second. Business plan keys may fetch 400 tiles per second.",
        "Trial keys are given to every new sign-up and count as Starter plan keys for limits.",
    ]
    await assert_another_outcome(
        contexts,
        "A Quillon Maps API trial key may fetch 50 tiles per second",
        "A Quillon Maps API trial key may fetch 400 tiles per second",
    )
    (compared,) = await verdicts(
        contexts, "The Business plan fetches more tiles per second than the Starter plan"
    )
    assert "another outcome" not in compared.reason


@pytest.mark.anyio
async def test_a_tier_named_before_its_noun_gives_a_named_customer_its_outcome() -> None:
    contexts = [
        "SLA schedule B: customers on the Gold tier receive a 99.95% monthly uptime "
        "commitment. Customers on the Silver tier receive 99.5%.",
        "Account records: Pellham Freight has been on the Gold tier since 2023. Oster Dental "
        "is on the Silver tier.",
    ]
    await assert_holds_not(
        contexts, "99.95% applies to Pellham Freight", "99.5% applies to Pellham Freight"
    )


@pytest.mark.anyio
async def test_the_cheapest_tier_that_has_a_thing() -> None:
    contexts = [
        "Harbor Cloud backups: which tiers include point-in-time restore? Point-in-time "
        "restore is available on the Silver and Gold tiers. Bronze tier customers get daily "
        "snapshots only.",
        "Harbor Cloud pricing. The Bronze tier costs $20 per month, the Silver tier costs $45 "
        "per month, and the Gold tier costs $90 per month.",
    ]
    right, cheapest, dearest = await verdicts(
        contexts,
        "The cheapest Harbor Cloud tier that includes point-in-time restore costs $45 per month",
        "The cheapest Harbor Cloud tier that includes point-in-time restore costs $20 per month",
        "The most expensive tier that includes point-in-time restore costs $90 per month",
    )
    assert right.supported, right.reason
    assert not cheapest.supported
    assert dearest.supported, dearest.reason


@pytest.mark.anyio
async def test_the_end_of_a_term_from_its_start_and_length() -> None:
    contexts = [
        "The initial term of the lease of Unit 4 starts on 1 July 2023 and runs for eighteen "
        "(18) months. It then renews for successive six-month periods."
    ]
    right, wrong = await verdicts(
        contexts,
        "The initial term of the lease of Unit 4 runs until 31 December 2024",
        "The initial term of the lease of Unit 4 runs until 31 December 2023",
    )
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_loan_extended_to_someone_is_lent_to_them() -> None:
    contexts = [
        "In June 2021 Orrin Credit Union extended a £900,000 bridging loan to Tallow "
        "Bakeries, repayable over five years."
    ]
    await assert_holds_not(
        contexts,
        "The £900,000 was borrowed by Tallow Bakeries",
        "The £900,000 was borrowed by Orrin Credit Union",
    )


@pytest.mark.anyio
async def test_completion_is_the_end_of_the_span_of_building() -> None:
    contexts = [
        "The Orrin Viaduct is a stone railway bridge over the Kesting valley.",
        "The viaduct was constructed from 1902 to 1906 as part of the Tarrow line.",
    ]
    end, start = await verdicts(
        contexts,
        "The Orrin Viaduct was completed in 1906",
        "The Orrin Viaduct was completed in 1902",
    )
    assert not start.supported
    assert end.degree is not None and start.degree is not None
    assert end.degree > start.degree + 0.1  # 1902 is when it was begun


@pytest.mark.anyio
async def test_the_older_of_two_named_things() -> None:
    contexts = [
        "Harrow Glassworks is a glass maker based in Pellby. It was founded in 1931 by the "
        "chemist Ada Venn.",
        "Orrin Tiles is a ceramics firm in Kesting. It was established in 1908 by the potter "
        "Tomas Reel. In 1931 the firm opened its second kiln in Marrow Bay.",
    ]
    right, wrong = await verdicts(
        contexts,
        "The older of Harrow Glassworks and Orrin Tiles was founded in 1908",
        "The older of Harrow Glassworks and Orrin Tiles was founded in 1931",
    )
    assert right.supported, right.reason
    assert "Orrin Tiles is the one described" in right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_the_year_of_an_event_from_the_passage_of_another_thing() -> None:
    contexts = [
        "Harrow Glassworks is a glass maker based in Pellby. It was founded in 1931 by the "
        "chemist Ada Venn.",
        "Orrin Tiles is a ceramics firm in Kesting. It was established in 1908 by the potter "
        "Tomas Reel. In 1931 the firm opened its second kiln in Marrow Bay.",
    ]
    await assert_holds_not(
        contexts, "Orrin Tiles was founded in 1908", "Orrin Tiles was founded in 1931"
    )


def _quoted(reason: str) -> str:
    return reason.split('"')[1]


@pytest.mark.anyio
async def test_a_reason_quotes_a_rewritten_sentence_as_the_context_writes_it() -> None:
    loan = "In May 2020 Tarrow Mutual extended a £2 million bridging loan to Pell Foundry."
    life = "Ida Marrin (1902-1977) was a Welsh harpist who taught in Cardiff."
    later = "That is three years later than originally planned."
    contexts = [loan, life, f"The Kesting ferry terminal is due to open in 2029. {later}"]
    borrowed, born, late = await verdicts(
        contexts,
        "Pell Foundry borrowed £2 million from Tarrow Mutual",
        "Ida Marrin was born in 1902",
        "The terminal is three years later than originally planned",
    )
    assert borrowed.supported and born.supported and late.supported
    assert _quoted(borrowed.reason) == loan
    assert _quoted(born.reason) == life
    assert _quoted(late.reason) == later


def test_a_quote_cut_short_or_of_a_clause_maps_onto_the_written_words() -> None:
    read = "Ida Marrin (born 1902, died 1977) was a Welsh harpist who taught in Cardiff."
    written = "Ida Marrin (1902-1977) was a Welsh harpist who taught in Cardiff."
    pairs = [(read, written)]
    # a clause of the sentence, starting inside the rewritten words: it takes them all
    assert as_written('stated: "died 1977) was a Welsh harpist"', pairs) == (
        'stated: "(1902-1977) was a Welsh harpist"'
    )
    # a stretch cut short inside the rewritten sentence
    cut = "Ida lived in Wales. Ida Marrin (born 1902, di\u2026"
    assert as_written(f'stated: "{cut}"', pairs) == (
        'stated: "Ida lived in Wales. Ida Marrin (1902-1977)\u2026"'
    )
    # quotes of other words, and reasons without quotes, are left as they are
    assert as_written('the context lacks "harp"', pairs) == 'the context lacks "harp"'
    assert as_written("the number 5 is not in the context", pairs) == (
        "the number 5 is not in the context"
    )


@pytest.mark.anyio
async def test_a_changed_number_is_answered_with_the_one_beside_the_claims_word() -> None:
    died, born = await verdicts(
        ["Ida Marrin (1902-1977) was a Welsh harpist who taught in Cardiff."],
        "Ida Marrin died in 1979",
        "Ida Marrin was born in 1904",
    )
    assert not died.supported and not born.supported
    assert died.reason == "the context gives 1977, not 1979"
    assert born.reason == "the context gives 1902, not 1904"


@pytest.mark.anyio
async def test_as_giving_a_role_stays_with_its_clause_and_no_joining_word_dangles() -> None:
    said = await statements(
        "Summarize the passage.",
        "Ada Brell ran the Tarrow ferry for a decade. Her crossings won praise, yet as a widow "
        "she was refused a licence and often went unpaid. The ferry stopped, and it was sold.",
    )
    assert said == (
        "Ada Brell ran the Tarrow ferry for a decade",
        "Her crossings won praise",
        "Ada Brell was refused a licence as a widow",
        "Ada Brell often went unpaid",
        "The ferry stopped",
        "The ferry was sold",
    )


@pytest.mark.anyio
async def test_a_pronoun_after_a_verb_of_the_other_gender_is_someone_else() -> None:
    contexts = [
        "Tomas Brell and his sister Ilse were crossing the Varn glacier when Ilse slipped "
        "and broke her wrist. A patrol of six guides carried her down to the hut at dawn."
    ]
    right, wrong, carried = await verdicts(
        contexts,
        "The guides carried her down to the hut",
        "The guides carried him down to the hut",
        "Tomas broke his wrist",
    )
    assert right.supported, right.reason
    assert not wrong.supported and not carried.supported
    # where the context says both, the pronoun tells nothing
    (both,) = await verdicts(
        ["Ilse thanked him, and Tomas thanked her, before both thanked the guides."],
        "Ilse thanked him",
    )
    assert both.supported, both.reason


@pytest.mark.anyio
async def test_a_verb_phrase_after_an_adverb_of_time_takes_the_subject_before() -> None:
    said = await statements(
        "Summarize the passage.",
        "Ivo Marrek lost the Tarrow final in five sets and afterwards thanked the crowd. He "
        "joined the tour in 2011 and later coached his brother.",
    )
    assert said == (
        "Ivo Marrek lost the Tarrow final in five sets",
        "Ivo Marrek afterwards thanked the crowd",
        "Ivo Marrek joined the tour in 2011",
        "Ivo Marrek later coached his brother",
    )


@pytest.mark.anyio
async def test_an_age_set_off_by_commas_is_the_age_a_later_sentence_gives() -> None:
    contexts = ["Mira Tollan won the Kesting marathon on Sunday. She is 34 years old."]
    right, wrong = await verdicts(
        contexts,
        "Mira Tollan, 34, won the Kesting marathon",
        "Mira Tollan, 43, won the Kesting marathon",
    )
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_the_sets_of_a_score_stay_in_one_statement() -> None:
    said = await statements(
        "Summarize the passage.",
        "Qualifier Ivo Marrek, 18 and ranked 143rd, stunned defending champion and second seed "
        "Tam Oyelaran 7-5, 3-6, 6-4 to reach the Tarrow Open semi-finals, having never won a "
        "tour-level match before this week.",
    )
    assert said == (
        "Qualifier Ivo Marrek, 18 and ranked 143rd, stunned defending champion and second seed "
        "Tam Oyelaran 7-5, 3-6, 6-4 to reach the Tarrow Open semi-finals",
        "Qualifier Ivo Marrek had never won a tour-level match before this week",
    )


@pytest.mark.anyio
async def test_a_clause_sharing_only_the_with_a_claim_gives_it_no_opposite() -> None:
    # "the" is keyed "th": the clause "had lost focus ... in the third set" shares no word
    # with the claim, so its "lost" is no opposite of "rise"
    (rise,) = await verdicts(
        [
            "Ada Brell had never before gone past the second round of a major event. Her win "
            "will lift her to sixth in the national rankings when they are updated on Friday. "
            "Tove Lind, who won the cup last year, said she had lost focus after a 30-minute "
            "storm delay late in the third set. Brell takes home 90,000 euros, while Lind "
            "receives 45,000 as runner-up."
        ],
        "Brell will rise to sixth in the national rankings",
    )
    assert rise.supported, rise.reason


@pytest.mark.anyio
async def test_a_percentage_more_is_no_difference_of_two_percentages() -> None:
    contexts = [
        "Ferry journeys in Kesting averaged 8,200 per weekday last year, an increase of 3 "
        "percent on the year before. Ferries carried 45 percent of all commuters. Satisfaction "
        "with the ferry piers fell to 59 percent from 66 percent."
    ]
    await assert_holds_not(
        contexts,
        "Ferry journeys in Kesting averaged 8,200 per weekday last year, 3 percent more than "
        "the year before",
        # 59 - 45 = 14: percentage points of two unrelated shares, not a rise of 14 percent
        "Ferry journeys in Kesting averaged 8,200 per weekday last year, 14 percent more than "
        "the year before",
    )


@pytest.mark.anyio
async def test_the_words_describing_a_name_do_not_tie_its_sentence_to_the_claim() -> None:
    contexts = [
        "The Kesting Bridge is a cable-stayed road bridge over the Velm estuary. It opened in "
        "1998, and its appearance was shaped by the Danish architect Ole Varn.",
        "Tarrow Tower is a residential skyscraper in the harbour district of Velm. Designed by "
        "the Spanish engineer Rui Salas, it twists through 90 degrees from bottom to top.",
    ]
    await assert_holds_not(
        contexts,
        "The skyscraper was designed by the Spanish engineer Rui Salas",
        "The skyscraper was designed by the Danish architect Ole Varn",
    )


@pytest.mark.anyio
async def test_the_n_of_a_name_is_not_a_name_the_context_gives_no_such_n() -> None:
    contexts = [
        "In 1602 the duke granted her the island of Marrow, in the sea between Sicily and "
        "Malta, where she built the lighthouse Kestrel Light."
    ]
    # (a known place is no rival of an unknown name by their kinds: the label decides)
    await assert_holds_not(
        contexts,
        "She built the lighthouse Kestrel Light on the island of Marrow",
        "She built the lighthouse Kestrel Light on the island of Sicily",
    )


@pytest.mark.anyio
async def test_the_order_of_two_events_follows_the_years_the_context_gives_them() -> None:
    contexts = [
        "Orrin's rule says that the drift of a tidal glacier grows with its depth. Hanna "
        "Orrin published it in 1871, in her Notes on the Kesting Ice.",
        "The Danish surveyor Per Lund found the same rule independently and published it in "
        "1884 in his Report on the Fjords.",
    ]
    before, after, denied = await verdicts(
        contexts,
        "Orrin's rule was published before Per Lund described the same relation",
        "Orrin's rule was published after Per Lund described the same relation",
        "Orrin's rule was not published before Per Lund described the same relation",
    )
    assert before.supported, before.reason
    assert not after.supported and not denied.supported
    assert "1871" in after.reason and "1884" in after.reason


@pytest.mark.anyio
async def test_the_order_of_dated_events_done_by_another_is_left_to_the_other_rules() -> None:
    contexts = [
        "Tessel is a query language created by Ada Brell. Its first version was released in 1991.",
        "Kestrel is a scripting language developed by Ivo Marrek at Orrin Labs. It was first "
        "released in 1995.",
        "The Velm tree frog was named after the naturalist Ida Holt, who found it in 1908.",
    ]
    other, named = await verdicts(
        contexts,
        # the years bear out the order, but Kestrel was Ivo Marrek's
        "Ada Brell developed Kestrel at Orrin Labs a few years after creating Tessel",
        # "after whom" names, it does not order
        "The Velm tree frog was named after the naturalist who created Tessel",
    )
    assert not other.supported, other.reason
    assert "dates" not in named.reason
    (deadline,) = await verdicts(
        [
            "Tarrow Motors said on 9 October 2022 that it would shut its Velm assembly plant "
            "by mid-2023.",
            "Ida Lund took over as Tarrow's chief executive on 1 November 2022.",
        ],
        # "by mid-2023" is a deadline, not when the closure was announced
        "Tarrow Motors' decision to close the Velm plant was announced before Ida Lund became "
        "chief executive",
    )
    assert "2023" not in deadline.reason


@pytest.mark.anyio
async def test_a_comparison_takes_the_amount_a_thing_has_now() -> None:
    contexts = [
        "The Orrin Quartet Band is a five-piece jazz group from Kesting, formed in 1981.",
        "Tarrow Fiddlers is a folk group from Velm, formed in 1972 with seven members. Three of "
        "the original members retired in the 1990s, leaving the current four-piece lineup.",
    ]
    await assert_holds_not(
        contexts,
        "The Orrin Quartet Band has more members than Tarrow Fiddlers",
        "Tarrow Fiddlers has more members than The Orrin Quartet Band",
    )


@pytest.mark.anyio
async def test_a_work_given_by_a_possessive_or_a_verb_of_making_is_its_makers() -> None:
    contexts = [
        "Ida Varn's only opera, The Salt Bell, premiered in Kesting in 1871.",
        "Tomas Orrin wrote more than twenty operas, including Tidewater and The Glass Ferry.",
        "The Velm Road is a 1994 film written and directed by Rui Salas, based on the novella "
        "by Ada Brell. Tomas Orrin also wrote 5 symphonies.",
    ]
    made, denied, both, novella, symphonies = await verdicts(
        contexts,
        "Ida Varn composed an opera",
        "Ida Varn did not compose an opera",
        "Ida Varn and Tomas Orrin both composed operas",
        # the film's writer, not the novella's
        "Rui Salas wrote the novella",
        "Tomas Orrin wrote 7 symphonies",
    )
    assert made.supported and both.supported, (made.reason, both.reason)
    assert not denied.supported and not novella.supported and not symphonies.supported


@pytest.mark.anyio
async def test_a_gap_in_words_with_roughly_says_nothing_without_its_before() -> None:
    said = await statements(
        "Summarize the passage.",
        "The Velm ferry stopped running in May 2011, roughly three months before the new "
        "bridge opened on 14 August 2011.",
    )
    assert said == (
        "The Velm ferry stopped running in May 2011",
        "The new bridge opened on 14 August 2011",
    )


@pytest.mark.anyio
async def test_a_thing_the_passage_says_was_given_up_is_not_held_now() -> None:
    contexts = [
        "Ada Brell founded the bakery chain Tarrow Loaves in 1998. In 2012 she sold her stake "
        "to Velm Foods and has since taught at the Kesting Cookery School."
    ]
    now, then = await verdicts(
        contexts,
        "Ada Brell runs the bakery chain Tarrow Loaves",
        "Ada Brell founded the bakery chain Tarrow Loaves",
    )
    assert then.supported, then.reason
    assert not now.supported
    # selling something else gives nothing up
    (still,) = await verdicts(
        [
            "Ada Brell founded the bakery chain Tarrow Loaves in 1998. In 2012 she sold a "
            "painting to the Velm Gallery."
        ],
        "Ada Brell runs the bakery chain Tarrow Loaves",
    )
    assert "given up" not in still.reason


@pytest.mark.anyio
async def test_a_first_of_a_kind_the_context_never_names_is_not_borne_out() -> None:
    contexts = [
        "The Velm drama 'Tide Rooms' won the Silver Gull, the top prize at the 12th Kesting "
        "Film Festival, on Sunday. Directed by first-time filmmaker Ida Varn, it follows two "
        "brothers who reopen their father's ferry."
    ]
    woman, feature, prize = await verdicts(
        contexts,
        "Tide Rooms made Ida Varn the first woman ever to take the festival's top prize",
        # a first-time filmmaker's film is her first feature
        "Tide Rooms is the first feature by director Ida Varn",
        "Tide Rooms won the top prize at the Kesting Film Festival",
    )
    assert feature.supported and prize.supported, (feature.reason, prize.reason)
    assert not woman.supported
    assert "first woman" in woman.reason


@pytest.mark.anyio
async def test_the_current_holder_of_a_role_is_the_one_given_it_last() -> None:
    contexts = [
        "Ivo Marrek played the lawyer Tam Oyel in the series Harbourline. Marrek left acting "
        "in 2011 to become artistic director of the Kesting Playhouse.",
        "The Kesting Playhouse is a 300-seat theatre in Velm. Since 2020 its artistic "
        "director has been Ada Brell.",
    ]
    now, then = await verdicts(
        contexts,
        "The current artistic director of the theatre Ivo Marrek joined in 2011 is Ivo Marrek",
        "Ivo Marrek became artistic director of the Kesting Playhouse in 2011",
    )
    assert then.supported, then.reason
    assert not now.supported
    assert "Ada Brell" in now.reason


@pytest.mark.anyio
async def test_the_parents_a_child_is_the_daughter_of_are_its_father_and_mother() -> None:
    contexts = [
        "Ilse Marrow (née Tollan) was the daughter of the surveyor Ivo Tollan and the "
        "painter Ada Brell. She married the poet Tam Oyelaran in 1891."
    ]
    father, mother, swapped, husband = await verdicts(
        contexts,
        "Ilse Marrow's father was Ivo Tollan",
        "The mother of Ilse Marrow was Ada Brell",
        "Ilse Marrow's father was Ada Brell",
        "Ilse Marrow's father was the poet Tam Oyelaran",
    )
    assert father.supported and mother.supported, (father.reason, mother.reason)
    assert not swapped.supported and not husband.supported


@pytest.mark.anyio
async def test_a_word_of_order_in_a_hyphened_compound_orders_nothing() -> None:
    contexts = [
        "The Velm Freight incident runbook RB-207 covers outages of the Tarrow billing "
        "service. It was written in May 2020 by the data team led by Ada Brell and assigns "
        "first-line escalation to the on-call engineer for the Kestrel queue. RB-207 was last "
        "revised on 2 June 2024.",
        "Kestrel is the internal queue used by Velm Freight since 2018, running on a "
        "four-node cluster. Its on-call rotation is owned by the Core Services group, managed "
        "by Ivo Marrek.",
    ]
    # "first-line" against "last revised": no order
    (kind,) = await verdicts(
        contexts,
        "The on-call rotation for the queue whose engineer receives first-line escalation "
        "under runbook RB-207 is owned by Core Services",
    )
    assert kind.supported, kind.reason


@pytest.mark.anyio
async def test_a_described_venue_is_found_by_the_event_it_hosted_under_another_verb() -> None:
    contexts = [
        "The 1931 Harrow Valley Cup Final was played on 4 May 1931 at Dunmore Park in "
        "Lisle. Tarrow Rovers beat Kell United 3-1.",
        "The old Dunmore Park opened in 1902 and hosted the Kell Shield Final that year. It "
        "was pulled down in 1988, and a new ground on the same site opened in 1994.",
    ]
    # "that hosted ... Final": the relative "that" is no determiner, and "was played at"
    # rewords "hosted"; "Dunmore Park" is a park by its own name
    opened, wrong = await verdicts(
        contexts,
        "The park that hosted the 1931 Harrow Valley Cup Final opened in 1902",
        "The park that hosted the 1931 Harrow Valley Cup Final opened in 1931",
    )
    assert opened.supported, opened.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_deed_of_a_new_thing_in_a_clause_of_its_own_is_not_the_named_things() -> None:
    contexts = [
        "The old Dunmore Park opened in 1902 and hosted the Kell Shield Final that year. It "
        "was pulled down in 1988, and a new ground on the same site opened in 1994.",
        "The Tarrow Hall, famous for its twin towers, was demolished in 2003, and its "
        "replacement opened on the same site in 2007.",
    ]
    park, hall, pulled = await verdicts(
        contexts,
        "Dunmore Park opened in 1994",
        "Tarrow Hall opened in 2007",
        "Dunmore Park was pulled down in 1988",
    )
    assert not park.supported and not hall.supported
    assert pulled.supported, pulled.reason


@pytest.mark.anyio
async def test_a_deed_dated_years_before_an_event_is_not_dated_by_that_events_year() -> None:
    contexts = [
        "The original Dunmore Park was built in north-west Lisle as the centrepiece of the "
        "great trade exhibition of 1911\u201312, but it was completed and opened a year before "
        "the exhibition began."
    ]
    opened, built = await verdicts(
        contexts,
        "Dunmore Park opened in 1911",
        "The original Dunmore Park was built in north-west Lisle",
    )
    assert not opened.supported
    assert "a year before an event of 1911" in opened.reason
    assert built.supported, built.reason


@pytest.mark.anyio
async def test_a_post_a_linking_verb_gives_another_is_not_the_claimed_holders() -> None:
    contexts = [
        "Kell Analytics, a Lisle data startup founded by Ada Brell in 2014, was acquired by "
        "Tarrow Systems in 2019 for 42 million pounds. Brell stayed on as head of the Kell "
        "product line.",
        "Tarrow Systems is a Dutch software firm based in Dunmore. Ivo Marrek has been its "
        "chief executive since 2016, and Tam Oyelaran serves as chief technology officer.",
    ]
    founder, chief, other = await verdicts(
        contexts,
        "The chief executive of the company that acquired Kell Analytics is Ada Brell",
        "The chief executive of the company that acquired Kell Analytics is Ivo Marrek",
        "The chief technology officer of Tarrow Systems is Ivo Marrek",
    )
    assert chief.supported, chief.reason
    assert not founder.supported and not other.supported


@pytest.mark.anyio
async def test_a_comparison_in_time_reads_the_year_of_the_deed_it_compares() -> None:
    contexts = [
        "The Tin Larks, a folk band from Dunmore, released their debut album, Roof Hymns, in 2014.",
        "Kell & Marrow, a duo formed in 2011 by Ada and Ivo Kell, put out their first record, "
        "Low Radio, in 2016 after years of touring.",
    ]
    # the duo's debut is the "first record" of 2016, not the year it was formed
    right, wrong = await verdicts(
        contexts,
        "The Tin Larks released its debut album earlier than Kell & Marrow",
        "Kell & Marrow released its debut album earlier than The Tin Larks",
    )
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_named_after_someone_is_no_comparison_in_time() -> None:
    contexts = [
        "Brell's Comet is a comet seen every 75 years. In her 1705 work, Ada Brell argued that "
        "the comets of 1531, 1607 and 1682 were one object.",
        "Ada Brell (1656\u20131742) was an English astronomer. She edited the publication of "
        "Ivo Marrek's Principia in 1687.",
    ]
    (named,) = await verdicts(contexts, "The comet is named after Ada Brell")
    assert named.supported, named.reason


@pytest.mark.anyio
async def test_a_holiday_is_the_date_it_falls_on() -> None:
    contexts = ["The farmer Ivo Marrek recovered the comet on 25 December 1758."]
    right, eve, year = await verdicts(
        contexts,
        "Ivo Marrek recovered the comet on Christmas Day 1758",
        "Ivo Marrek recovered the comet on Christmas Eve 1758",
        "Ivo Marrek recovered the comet on Christmas Day 1757",
    )
    assert right.supported, right.reason
    assert not eve.supported and not year.supported


@pytest.mark.anyio
async def test_a_yes_no_question_finds_a_verb_the_list_lacks_by_its_ending() -> None:
    question = "Did Veldmark reunify in the same year that the Orra Gate opened?"
    assert await value(ExtractStatements(question, "Yes.")) == (
        "Veldmark reunified in the same year that the Orra Gate opened",
    )
    assert await value(ExtractStatements(question, "No.")) == (
        "Veldmark did not reunify in the same year that the Orra Gate opened",
    )


@pytest.mark.anyio
async def test_two_events_in_the_same_year_are_decided_by_the_years_of_each() -> None:
    contexts = [
        "The Orra Gate was opened on the night of 9 November 1989 after a mistaken announcement.",
        "The reunification of Veldmark was formally completed on 3 October 1990.",
    ]
    same, apart = await verdicts(
        contexts,
        "Veldmark reunified in the same year that the Orra Gate opened",
        "Veldmark did not reunify in the same year that the Orra Gate opened",
    )
    assert not same.supported
    assert apart.supported, apart.reason
    assert "1990" in same.reason and "1989" in same.reason


@pytest.mark.anyio
async def test_a_gap_the_claim_computes_from_its_own_years_or_dates_is_checked() -> None:
    contexts = [
        "The first Lisle Games were staged in Dunmore in 1896. The town hosted the Games "
        "again in 2004.",
        "Kell 4 lifted off on 14 November 1969. It landed in the Ash Plain on 19 November.",
        "Kell 3 set down on the Salt Flat on 20 July 1969.",
    ]
    right, wrong, days_right, days_wrong = await verdicts(
        contexts,
        "Dunmore first hosted in 1896 and again in 2004, a gap of 108 years",
        "Dunmore first hosted in 1896 and again in 2004, a gap of 104 years",
        "Kell 4 landed 122 days later (20 July versus 19 November 1969)",
        "Kell 4 landed 126 days later (20 July versus 19 November 1969)",
    )
    assert "108 years apart, not 104" in wrong.reason
    assert "122 days apart, not 126" in days_wrong.reason
    assert right.strength > wrong.strength
    assert days_right.strength > days_wrong.strength


@pytest.mark.anyio
async def test_a_day_and_month_takes_the_one_year_of_its_passage() -> None:
    contexts = ["Kell 4 lifted off on 14 November 1969. It landed in the Ash Plain on 19 November."]
    right, wrong = await verdicts(
        contexts,
        "Kell 4 landed in the Ash Plain on 19 November 1969",
        "Kell 4 landed in the Ash Plain on 19 November 1970",
    )
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_sentence_answer_whose_name_ends_in_a_number_is_no_short_answer() -> None:
    question = "How many days after Kell 3's landing did Kell 4 land?"
    assert await value(ExtractStatements(question, "Kell 4 landed 122 days later.")) == (
        "Kell 4 landed 122 days later",
    )


@pytest.mark.anyio
async def test_a_difference_of_two_amounts_the_claim_gives_is_checked_by_them() -> None:
    contexts = [
        "The Kell Board set the 2025 cod catch at 8,400 tonnes, down from 9,600 tonnes in 2024."
    ]
    right, wrong = await verdicts(
        contexts,
        "The Kell Board cut the cod catch to 8,400 tonnes from 9,600 tonnes, a reduction of "
        "1,200 tonnes",
        "The Kell Board cut the cod catch to 8,400 tonnes from 9,600 tonnes, a reduction of "
        "1,600 tonnes",
    )
    assert "8400 and 9600 are 1200 apart, not 1600" in wrong.reason
    assert right.strength > wrong.strength


@pytest.mark.anyio
async def test_a_condition_opened_by_only_keeps_its_two_parts_together() -> None:
    question = "When can a visitor use the Kell Archive reading room?"
    answer = (
        "Only when they hold a reader's card and a member of staff signs them in; the room "
        "then stays open to them until closing."
    )
    statements = await value(ExtractStatements(question, answer))
    assert statements[0] == (
        "Only when they hold a reader's card and a member of staff signs them in"
    )


@pytest.mark.anyio
async def test_a_date_counted_in_days_from_a_dated_notice_is_computed() -> None:
    contexts = [
        "Either party may terminate the Kell Yard lease by written notice. The lease ends 30 days "
        "after the date of the notice.",
        "Orrin Bakeries served a written notice dated 10 March 2025.",
    ]
    await assert_holds_not(
        contexts,
        "The Kell Yard lease ends on 9 April 2025",
        "The Kell Yard lease ends on 9 May 2025",
    )


@pytest.mark.anyio
async def test_an_exact_gap_in_words_keeps_its_before_and_the_order_is_checked() -> None:
    contexts = [
        "The Velm road bridge opened in March 2019. The Velm ferry stopped running in June "
        "2019, three months after the bridge opened."
    ]
    assert await statements(
        "Summarize the passage.",
        "The Velm ferry stopped running in June 2019, three months before the bridge opened.",
    ) == ("The Velm ferry stopped running in June 2019, three months before the bridge opened",)
    right, wrong = await verdicts(
        contexts,
        "The Velm ferry stopped running in June 2019, three months after the bridge opened",
        "The Velm ferry stopped running in June 2019, three months before the bridge opened",
    )
    assert right.supported, right.reason
    assert not wrong.supported
    # a duration is no gap: "sailed for two days before ..." is two claims
    assert (
        len(
            await statements(
                "Summarize the passage.",
                "The Velm ferry sailed for two days before the crew reached Orrholm.",
            )
        )
        == 2
    )


@pytest.mark.anyio
async def test_a_work_named_by_an_ordinal_is_the_work_of_that_number() -> None:
    contexts = [
        "Aino Kessler finished her Piano Concerto No. 3 in 1931, and it was first played in "
        "Turku in March 1932."
    ]
    await assert_holds_not(
        contexts,
        "Aino Kessler's Third Piano Concerto was first played in Turku",
        "Aino Kessler's Fourth Piano Concerto was first played in Turku",
    )


@pytest.mark.anyio
async def test_a_verb_inside_a_quoted_title_dates_nothing() -> None:
    contexts = [
        "Maren Holt wrote the novel 'Where Rivers Die' in 1961. She died in 1988.",
        "The Kell Bridge opened in 1975.",
    ]
    await assert_holds_not(
        contexts,
        "Maren Holt died after the Kell Bridge opened",
        "Maren Holt died before the Kell Bridge opened",
    )


@pytest.mark.anyio
async def test_a_described_doer_is_found_by_the_deed_of_a_passage_about_the_description() -> None:
    contexts = [
        "The 2019 Halden Cup was won by Orrin Rovers, who had been tipped for relegation. "
        "Orrin Rovers were coached throughout the season by Tomas Vell.",
        "Tomas Vell (born 1970) is a Norwegian football coach and former goalkeeper.",
    ]
    await assert_holds_not(
        contexts,
        "The coach who led Orrin Rovers to the 2019 Halden Cup is Norwegian",
        "The coach who led Orrin Rovers to the 2019 Halden Cup is Danish",
    )


@pytest.mark.anyio
async def test_a_participle_after_the_claims_verb_opens_no_restatement() -> None:
    contexts = [
        "The 2001 Kell Cup final was played between Orrin Rovers and Brask City. Orrin Rovers "
        "won 1-0, the only goal scored by Pavel Stenn.",
        "After leaving Orrin Rovers in 2004, Pavel Stenn joined Lund Athletic. After retiring "
        "he coached the youth team of Brask City.",
    ]
    await assert_holds_not(
        contexts,
        "The scorer of the only goal in the 2001 Kell Cup final joined Lund Athletic after "
        "leaving Orrin Rovers",
        "The scorer of the only goal in the 2001 Kell Cup final joined Brask City after "
        "leaving Orrin Rovers",
    )


@pytest.mark.anyio
async def test_named_after_gives_a_namesake_not_a_time() -> None:
    contexts = [
        "Vessium is a chemical element. It was discovered in March 1911 by Ada Lorn, and it was "
        "named after her native country, Kesland. Later that year, in December 1911, Ada Lorn "
        "also announced the discovery of orrium."
    ]
    (verdict,) = await verdicts(
        contexts, "Vessium discovered by Ada Lorn in 1911 was named after Kesland"
    )
    assert verdict.supported, verdict.reason


@pytest.mark.anyio
async def test_the_maker_of_a_work_is_the_name_after_by_and_is_not_said_of_itself() -> None:
    contexts = [
        "The Kell Road is a popular science book by the Welsh physicist Mair Ellis, first "
        "published in 1998.",
        "Mair Ellis (born 1961) was a Welsh physicist. She began research at Orrin University "
        "in 1983 and received her PhD there in 1987.",
    ]
    right, itself = await verdicts(
        contexts,
        "The author of The Kell Road earned her PhD at Orrin University",
        "The author of The Kell Road earned her PhD at Mair Ellis",
    )
    assert right.supported, right.reason
    assert not itself.supported


@pytest.mark.anyio
async def test_a_city_is_no_sign_of_a_people_where_the_sentence_names_another() -> None:
    contexts = ["Ilka Varsa is a Hungarian painter who lives in Vienna."]
    await assert_holds_not(contexts, "Ilka Varsa is Hungarian", "Ilka Varsa is Austrian")


@pytest.mark.anyio
async def test_a_comma_and_a_name_and_another_open_a_clause_of_their_own() -> None:
    said = await statements(
        "Who found the Kell hoard, and who catalogued it?",
        "Ada Lorn found the Kell hoard in 1951, and Pavel Stenn and Ines Varga later catalogued "
        "it at Orrin.",
    )
    assert said == (
        "Ada Lorn found the Kell hoard in 1951",
        "Pavel Stenn and Ines Varga later catalogued it at Orrin",
    )


@pytest.mark.anyio
async def test_a_second_question_is_not_part_of_the_subject_and_they_opens_a_clause() -> None:
    said = await statements(
        "Where do Kell shrews spend the winter, and are they protected?",
        "They overwinter in the Orrin marshes, and they are protected by law.",
    )
    assert said == (
        "Kell shrews overwinter in the Orrin marshes",
        "Kell shrews are protected by law",
    )


@pytest.mark.anyio
async def test_same_is_decided_for_the_names_joined_by_and_past_a_place_of_the_first() -> None:
    contexts = [
        "The Solveig Orrin Library is a public library on Quay Street in Port Ellis. Its domed "
        "reading room, designed by Ada Lorn, opened in 1931.",
        "Kell House is a villa on the Brask coast. It was designed by Ada Lorn in 1925 for the "
        "Varga family.",
    ]
    await assert_holds_not(
        contexts,
        "The Orrin Library in Port Ellis and Kell House were designed by the same architect",
        "The Orrin Library in Port Ellis and Kell House were not designed by the same architect",
    )


@pytest.mark.anyio
async def test_a_maximum_is_compared_by_the_top_of_a_range() -> None:
    contexts = [
        "The Kell petrel is a seabird of the Orrin Sea. Its wingspan is typically 1.9 to 2.6 "
        "metres.",
        "The Brask kite is a raptor of the northern cliffs. Its wingspan reaches up to 2.2 metres.",
    ]
    await assert_holds_not(
        contexts,
        "The Kell petrel has a larger maximum wingspan than the Brask kite",
        "The Brask kite has a larger maximum wingspan than the Kell petrel",
    )
    dashed = [contexts[0].replace("1.9 to 2.6", "1.9-2.6"), contexts[1]]
    await assert_holds_not(
        dashed,
        "The Kell petrel has a larger maximum wingspan than the Brask kite",
        "The Brask kite has a larger maximum wingspan than the Kell petrel",
    )


@pytest.mark.anyio
async def test_time_in_a_role_in_total_sums_its_spans_in_months_and_no_other_role() -> None:
    contexts = [
        "Ada Lorn served as Mayor of Port Ellis from May 1950 to June 1956 and as leader of "
        "the Harbour Party from 1940 to 1965.",
        "Pavel Stenn served as Mayor of Port Ellis twice, from March 1960 to January 1965 and "
        "again from April 1970 to October 1973.",
    ]
    await assert_holds_not(
        contexts,
        "Pavel Stenn spent longer in total as Mayor of Port Ellis than Ada Lorn",
        "Ada Lorn spent longer in total as Mayor of Port Ellis than Pavel Stenn",
    )


@pytest.mark.anyio
async def test_a_parent_named_with_of_is_one_name() -> None:
    contexts = ["Otto II of Brask was the son of Henry of Orrin and Ada of Kessel."]
    await assert_holds_not(
        contexts,
        "The mother of Otto II of Brask was Ada of Kessel",
        "The mother of Otto II of Brask was Henry of Orrin",
    )


@pytest.mark.anyio
async def test_the_parent_of_a_described_king_through_the_sentence_before() -> None:
    contexts = [
        "The Palace of Kessel is a former royal residence west of Orrin. Otto II expanded a "
        "hunting lodge into a palace and moved the royal court there in 1702.",
        "Otto II (1660-1731) was King of Denmark from 1690 until his death. He was the son of "
        "Henry IV and Ada of Varna. In 1685 he married Ilse of Lund.",
    ]
    await assert_holds_not(
        contexts,
        "The mother of the king who moved the Danish royal court to Kessel in 1702 was Ada "
        "of Varna",
        "The mother of the king who moved the Danish royal court to Kessel in 1702 was Ilse "
        "of Lund",
    )


@pytest.mark.anyio
async def test_both_in_the_state_of_a_place_needs_only_the_place() -> None:
    contexts = [
        "The Kell Quartet was a folk group formed in Orrin, Vermont, in 1971.",
        "Brask Hollow was a folk group formed in Lund, Vermont, in 1975.",
    ]
    await assert_holds_not(
        contexts,
        "The Kell Quartet and Brask Hollow were both formed in the state of Vermont",
        "The Kell Quartet and Brask Hollow were both formed in the state of Maine",
    )


@pytest.mark.anyio
async def test_a_described_ship_is_found_through_the_passages_first_sentence() -> None:
    contexts = [
        "SS Kell was a cargo liner built by Orrin Yards that sank off Brask on 3 May 1921. "
        "Forty crew died. The steamer Lund Star answered the distress calls and rescued 31 "
        "survivors.",
        "Lund Star was a coastal steamship of the Varna Line. She was built by Tarn & Sons in "
        "Kessel and launched in 1909.",
    ]
    context = analyse_context(contexts)
    statement = "The ship that rescued the survivors of the Kell was built by Tarn & Sons"
    claim = analyse_claim(statement, context.known, context.lower, context.labels)
    bridges = bridged_claims(statement, context, list(claim.names))
    assert [b.statement for b in bridges] == ["Lund Star was built by Tarn & Sons"]
    (verdict,) = await verdicts(contexts, bridges[0].statement)
    assert verdict.supported, verdict.reason


@pytest.mark.anyio
async def test_a_described_thing_said_of_itself_is_not_borne_out() -> None:
    contexts = [
        "Orrin is the capital of Kessel. The old town is built along the banks of the Lund, "
        "which flows through the city centre beneath six bridges.",
        "The Lund is a river about 41 kilometres long. It flows into the Varna a short distance "
        "east of Orrin.",
    ]
    right, itself = await verdicts(
        contexts,
        "The river that flows through the centre of Orrin empties into the Varna",
        "The river that flows through the centre of Orrin empties into the Lund",
    )
    assert right.supported, right.reason
    assert not itself.supported
    assert "says it of itself" in itself.reason


@pytest.mark.anyio
async def test_a_place_of_another_sentence_does_not_join_the_event_told_with_its_year() -> None:
    contexts = [
        "Orrin Games is a video game developer. It was founded in 1996 by Ada Lorn and Pavel "
        "Stenn in Kessel, Vermont. The company later moved its headquarters to Lund, Vermont."
    ]
    await assert_holds_not(
        contexts,
        "Orrin Games was founded in 1996 in Kessel, Vermont, by Ada Lorn and Pavel Stenn",
        "Orrin Games was founded in 1996 in Lund, Vermont, by Ada Lorn and Pavel Stenn",
    )


@pytest.mark.anyio
async def test_a_scientist_after_whom_a_thing_is_named_is_found_through_it() -> None:
    contexts = [
        "Kesselite is a rare mineral with the formula KFe2. It was first described in 1931 and "
        "is named after Ada Lorn.",
        "Ada Lorn (1870-1944) was a Danish geologist. She was born in Orrin and studied in Lund.",
    ]
    right, itself = await verdicts(
        contexts,
        "The scientist after whom Kesselite is named was born in Orrin",
        "The scientist after whom Kesselite is named was born in Ada Lorn",
    )
    assert right.supported, right.reason
    assert "Ada Lorn is the one described" in right.reason
    assert not itself.supported


@pytest.mark.anyio
async def test_the_adjective_of_a_place_in_a_is_that_place() -> None:
    contexts = ["Kell moths are common in the forests of South America and feed on wild figs."]
    await assert_holds_not(
        contexts,
        "Kell moths are common in South American forests",
        "Kell moths are common in South African forests",
    )


@pytest.mark.anyio
async def test_the_same_party_is_a_body_both_passages_name() -> None:
    contexts = [
        "Ada Lorn was a German politician who served as Chancellor of Germany from 1960 to "
        "1970. She led the Orrin Liberal Union from 1955 to 1972.",
        "Pavel Stenn is a German politician who served as Chancellor of Germany from 1990 to "
        "1998. Trained as a chemist in East Germany, he joined the Orrin Liberal Union in 1980.",
    ]
    await assert_holds_not(
        contexts,
        "Ada Lorn and Pavel Stenn were members of the same political party",
        "Ada Lorn and Pavel Stenn were not members of the same political party",
    )


@pytest.mark.anyio
async def test_a_superlative_set_off_after_a_name_is_that_names() -> None:
    contexts = [
        "Mount Orrin is a dormant volcano in Kessel. It has three peaks: Varna, the highest, "
        "Lund and Tarn. Its summit hut stands on Varna."
    ]
    await assert_holds_not(contexts, "Varna is the highest", "Lund is the highest")


@pytest.mark.anyio
async def test_a_year_that_dates_another_work_dates_nothing_else() -> None:
    contexts = [
        "Orrin Pictures is a film studio based in Kessel. It was founded in 1991 by the "
        "director Ada Lorn. The studio was set up after the success of Lorn's 1990 film Grey "
        "Harbour."
    ]
    await assert_holds_not(
        contexts, "Orrin Pictures was founded in 1991", "Orrin Pictures was founded in 1990"
    )
    await assert_holds_not(
        contexts, "Grey Harbour was released in 1990", "Grey Harbour was released in 1991"
    )


@pytest.mark.anyio
async def test_a_description_is_found_through_what_the_passage_says_of_a_name() -> None:
    contexts = [
        "Varnium was discovered in 1911 by the Danish physician Ada Lorn (1870-1940). Its use "
        "as a dye came two decades later. Lorn shared the 1931 Kessel Medal with Pavel Stenn "
        "and Ivo Brenner.",
        "Pavel Stenn (1889-1960) was a Norwegian pathologist. He taught at the University of "
        "Orrin for thirty years.",
    ]
    await assert_holds_not(
        contexts,
        "The Norwegian scientist who shared the 1931 Kessel Medal with the discoverer of "
        "varnium was born in 1889",
        "The Norwegian scientist who shared the 1931 Kessel Medal with the discoverer of "
        "varnium was born in 1870",
    )


@pytest.mark.anyio
async def test_a_kind_before_a_preposition_does_not_name_the_place_after_it() -> None:
    contexts = [
        "The fictional metal orrium was found by Ada Lorn in the novel Grey Light. In the "
        "novel, Ada Lorn is a chemist at the University of Kessel."
    ]
    await assert_holds_not(
        contexts,
        "The scientist who found orrium was employed by the University of Kessel",
        "The scientist who found orrium was employed by the University of Varna",
    )


@pytest.mark.anyio
async def test_a_described_object_is_found_through_its_name() -> None:
    contexts = [
        "Ada Lorn was the fourth governor of Kessel, serving from 1950 to 1958. She had been "
        "deputy governor under Pavel Stenn. Lorn signed the Harbour Act into law in 1953.",
        "Ivo Brenner (1901-1977) was a Kessel politician who served as deputy governor from "
        "1951 to 1958 under Ada Lorn.",
    ]
    await assert_holds_not(
        contexts,
        "Ivo Brenner served as deputy governor under the governor who signed the Harbour Act",
        "Ada Lorn served as deputy governor under the governor who signed the Harbour Act",
    )


@pytest.mark.anyio
async def test_the_chosen_thing_of_a_kind_opens_an_adjective_predicate() -> None:
    question = "Which of these two birds is native to Kessel, the Orme wren or the Vell lark?"
    assert await statements(question, "the Vell lark") == ("The Vell lark is native to Kessel",)


@pytest.mark.anyio
async def test_a_description_may_open_with_a_participle() -> None:
    contexts = [
        "Grey Heron is a survey ship launched by the Kessel Navy on 3 March 1990. It was built "
        "at the Varna yards.",
        "Orme Reef is a coral reef in the Kessel Sea. On 9 May 1996, Grey Heron mapped the "
        "reef, becoming the first ship to chart it.",
    ]
    await assert_holds_not(
        contexts,
        "The survey ship launched in March 1990 mapped Orme Reef on 9 May 1996",
        "The survey ship launched in March 1990 mapped Orme Reef on 9 May 1998",
    )


@pytest.mark.anyio
async def test_a_peoples_adjective_may_qualify_a_description() -> None:
    contexts = [
        "The Kestrel is a retired airliner developed jointly by the French company Orrin and "
        "the British company Varna Aircraft. It first flew in 1971.",
        "Varna Aircraft was a British aircraft maker formed in 1958. In 1979 it was merged "
        "with two rivals to form Kessel Aerospace.",
    ]
    await assert_holds_not(
        contexts,
        "The British company that co-developed the Kestrel was merged into Kessel Aerospace",
        "The British company that co-developed the Kestrel was merged into Varna Aircraft",
    )


@pytest.mark.anyio
async def test_a_wider_place_set_off_by_commas_holds_the_deed() -> None:
    contexts = [
        "Ada Lorn (1890-1961) was a botanist. She was born at Grey farm near Varna, in Orrin, "
        "Scotland, and moved to Kessel as a child."
    ]
    await assert_holds_not(contexts, "Ada Lorn was born in Orrin", "Ada Lorn was born in Kessel")
    await assert_holds_not(contexts, "Ada Lorn was born in Scotland", "Ada Lorn was born in Wales")


@pytest.mark.anyio
async def test_one_of_a_kind_is_no_amount_to_compare() -> None:
    contexts = [
        "Varna is the capital of Orrin. It lies at a latitude of about 58.4° N.",
        "Kessel is the capital of Lund. It lies at a latitude of about 61.1° N, making it one "
        "of the northernmost capitals of the region.",
    ]
    await assert_holds_not(
        contexts, "Kessel lies farther north than Varna", "Varna lies farther north than Kessel"
    )


@pytest.mark.anyio
async def test_both_joining_objects_stays_after_the_participle() -> None:
    question = "Was Ada Lorn involved in building both the Orrin Bridge and the Varna Dam?"
    assert await statements(question, "yes") == (
        "Ada Lorn was involved in building both the Orrin Bridge and the Varna Dam",
    )


@pytest.mark.anyio
async def test_both_received_what_one_was_awarded() -> None:
    contexts = [
        "Ada Lorn (1880-1950) was a Kessel chemist. She received the 1921 Varna Medal for her "
        "work on salts.",
        "Ivo Brenner (1885-1962) was a physicist. He was awarded the Varna Medal in 1930.",
        "Pavel Stenn (1890-1970) was a physicist. He was shortlisted for the Varna Medal in "
        "1931, but the award went to another.",
    ]
    await assert_holds_not(
        contexts,
        "Ada Lorn and Ivo Brenner both received the Varna Medal",
        "Ada Lorn and Ivo Brenner did not both receive the Varna Medal",
    )
    await assert_holds_not(
        contexts,
        "Ada Lorn and Pavel Stenn did not both receive the Varna Medal",
        "Ada Lorn and Pavel Stenn both received the Varna Medal",
    )


@pytest.mark.anyio
async def test_lacking_is_having_none() -> None:
    contexts = [
        "Orrin is the smallest planet of the Varna system. It has no natural satellites.",
        "Kessel is the second planet of the Varna system. Kessel has no natural satellites.",
        "Lund is the third planet of the Varna system. It has two moons.",
    ]
    await assert_holds_not(contexts, "Orrin lacks natural moons", "Orrin has natural moons")
    await assert_holds_not(
        contexts,
        "Orrin and Kessel both lack natural moons",
        "Orrin and Kessel do not both lack natural moons",
    )
    await assert_holds_not(
        contexts,
        "Orrin and Lund do not both have no natural moons",
        "Orrin and Lund both have no natural moons",
    )
    question = "Do Orrin and Kessel both lack natural moons?"
    assert await statements(question, "No") == ("Orrin and Kessel do not both lack natural moons",)


@pytest.mark.anyio
async def test_an_identity_is_decided_by_the_name_the_context_gives() -> None:
    contexts = [
        "Orrin is the largest country of the Varna coast. It was a colony of Portugal until "
        "1822. Portuguese is its official and most widely spoken language.",
        "Under the Treaty of Lund, the rest of the coast came under Spanish rule, and Spanish "
        "is the official language of most of Orrin's neighbours.",
    ]
    await assert_holds_not(
        contexts,
        "The official language of Orrin is Portuguese",
        "The official language of Orrin is Spanish",
    )


@pytest.mark.anyio
async def test_based_seated_and_headquartered_are_one() -> None:
    contexts = [
        "The Orrin Tribunal is the main court of the Varna League. Its seat is the Grey "
        "Palace in Kessel.",
        "The Lund Court was set up by treaty in 1998. The court is seated in Kessel.",
    ]
    await assert_holds_not(
        contexts,
        "The Orrin Tribunal and the Lund Court are both based in Kessel",
        "The Orrin Tribunal and the Lund Court are not both based in Kessel",
    )


@pytest.mark.anyio
async def test_without_before_a_verb_denies_only_that_verb() -> None:
    contexts = [
        "The trust has built a new hide, paid for by its members, which lets visitors watch "
        "the otters from the bank without disturbing them."
    ]
    await assert_holds_not(
        contexts, "The trust has built a new hide", "The trust has not built a new hide"
    )
    await assert_holds_not(
        contexts,
        "Visitors can watch the otters without disturbing them",
        "Visitors disturb the otters",
    )


@pytest.mark.anyio
async def test_a_name_holding_the_description_noun_is_called_by_it() -> None:
    contexts = [
        "Grey Tide is an oil painting by Ada Lorn, painted in 1901 at a clinic in Varna. Since "
        "1950 it has been in the collection of the Museum of Northern Art.",
        "The Museum of Northern Art is an art museum on the river front in Kessel. It was "
        "founded in 1921.",
    ]
    await assert_holds_not(
        contexts,
        "The museum that holds Grey Tide is in Kessel",
        "The museum that holds Grey Tide is in Varna",
    )


@pytest.mark.anyio
async def test_number_words_of_a_title_are_no_numbers() -> None:
    contexts = [
        "Grey Harbour is a novel by Ada Lorn, first published in 1932.",
        "Nineteen Sixty-Two is a novel by Ivo Brenner, published in June 1949.",
    ]
    await assert_holds_not(
        contexts,
        "Grey Harbour was published first, before Nineteen Sixty-Two",
        "Nineteen Sixty-Two was published first, before Grey Harbour",
    )


@pytest.mark.anyio
async def test_both_within_a_lifetime_is_dated_against_the_life() -> None:
    contexts = [
        "Pavel Stenn (12 March 1890 - 3 May 1950) was a Kessel novelist.",
        "Grey Harbour, a novel about a fishing town, was published on 1 May 1931. Stenn's "
        "last novel, Orrin Road, was published on 8 June 1949.",
        "Ada Lorn (4 July 1880 - 2 June 1940) was a Kessel poet. Her novel Varna Street was "
        "published in 1942.",
    ]
    await assert_holds_not(
        contexts,
        "Grey Harbour and Orrin Road were both published during Pavel Stenn's lifetime",
        "Grey Harbour and Orrin Road were not both published during Pavel Stenn's lifetime",
    )
    await assert_holds_not(
        contexts,
        "Grey Harbour and Varna Street were not both published during Ada Lorn's lifetime",
        "Grey Harbour and Varna Street were both published during Ada Lorn's lifetime",
    )


@pytest.mark.anyio
async def test_entirely_within_a_place_is_not_on_its_border() -> None:
    contexts = [
        "Lake Orrin is a large lake in the Andes on the border between Peru and Bolivia. The "
        "town of Varna lies on its western shore."
    ]
    await assert_holds_not(
        contexts,
        "Lake Orrin does not lie entirely within Peru",
        "Lake Orrin lies entirely within Peru",
    )


@pytest.mark.anyio
async def test_a_year_another_title_was_published_in() -> None:
    contexts = [
        "Ilse Varner (1801-1870) was a Danish essayist. She first gained notice with Letters "
        "from the Marsh, published in 1832. Her best-known book, A Winter in Odense, was "
        "published in 1845. It won the Holm Prize."
    ]
    await assert_holds_not(
        contexts,
        "A Winter in Odense was published in 1845",
        "A Winter in Odense was published in 1832",
    )
    await assert_holds_not(
        contexts,
        "Varner wrote of the marsh in A Winter in Odense, published in 1845",
        "Varner wrote of the marsh in A Winter in Odense, published in 1832",
    )
    # a claim that describes its subject names no title of its own
    await assert_holds_not(
        contexts,
        "The book that won the Holm Prize was published in 1845",
        "The book that won the Holm Prize was published in 1850",
    )


@pytest.mark.anyio
async def test_a_sentence_about_a_thing_by_a_later_pronoun_dates_it_from_its_start() -> None:
    contexts = [
        "Harrow Fen Station is a field station on the coast of Lincolnshire. Construction "
        "began in 1951, and its first laboratory opened in 1954. The station also runs a "
        "weather mast raised in 2003.",
        "Corran Point Station is a field station in Galloway. It was founded in 1962 by the "
        "local naturalists' society. Its main hide was built in 1980.",
    ]
    await assert_holds_not(
        contexts,
        "Harrow Fen Station began earlier than Corran Point Station",
        "Corran Point Station began earlier than Harrow Fen Station",
    )


@pytest.mark.anyio
async def test_the_verb_of_a_relative_clause_with_its_own_subject_is_not_the_predicate() -> None:
    question = "In which city is the campus of the college where Ines Marl studied music?"
    assert await statements(question, "Tarrow") == (
        "The campus of the college where Ines Marl studied music is in Tarrow",
    )
    question = "In which town is the mill that the Corran family restored?"
    assert await statements(question, "Lenby") == (
        "The mill that the Corran family restored is in Lenby",
    )
    # a participle after the relative clause's own verb is still the predicate
    question = "By whom is the painting that hangs in the east hall owned?"
    assert await statements(question, "The Marl Trust") == (
        "The painting that hangs in the east hall is owned by the Marl Trust",
    )


@pytest.mark.anyio
async def test_who_died_first_reads_the_dates_of_death_in_brackets() -> None:
    contexts = [
        "Osric Vane (c. 1031 \u2013 3 May 1071), known as Osric the Tall, was Earl of Carrow "
        "from 1040 to 1071. He was killed at the siege of Lenby.",
        "Edwin Marl (c. 1025 \u2013 19 August 1071) was the last Earl of Tarrow. He succeeded "
        "his father in 1050.",
    ]
    await assert_holds_not(
        contexts,
        "Osric the Tall died earlier than Edwin Marl",
        "Edwin Marl died earlier than Osric the Tall",
    )
    await assert_holds_not(
        contexts,
        "Osric Vane died first in 1071, before Edwin Marl",
        "Edwin Marl died first in 1071, before Osric Vane",
    )


async def assert_winner_not_loser(contexts: Sequence[str], winner: str, loser: str) -> None:
    """The context bears the first statement out more strongly than the second, which has
    the winner and the loser the other way round."""
    right, wrong = await verdicts(contexts, winner, loser)
    assert not wrong.supported
    assert right.strength > wrong.strength, (right.reason, wrong.reason)


@pytest.mark.anyio
async def test_the_side_that_won_by_a_score_is_no_loser() -> None:
    final = "The 1981 Corran Shield final was played in Lenby between the Harrow Owls and the "
    await assert_winner_not_loser(
        [final + "Tarrow Foxes. The Foxes won 64-60 after overtime."],
        "The Tarrow Foxes beat the Harrow Owls 64-60",
        "The Harrow Owls beat the Tarrow Foxes 64-60",
    )
    coached = "Tarrow Foxes. The Foxes, coached by Ada Marl, won 64-60 after overtime."
    await assert_winner_not_loser(
        [final + coached],
        "The Tarrow Foxes beat the Harrow Owls 64-60",
        "The Harrow Owls beat the Tarrow Foxes 64-60",
    )
    played = (
        "The 1981 Corran Shield final was the last game of the 1980-81 Corran Shield, a cup "
        "for English club basketball teams. It was played on 2 May 1981 at Lenby Arena "
        "between the Harrow Owls and the Tarrow Foxes. The Foxes, coached by Ada Marl, won "
        "64-60 after overtime, with guard Ivo Dane scoring 20 points."
    )
    await assert_holds_not(
        [played],
        "The Tarrow Foxes beat the Harrow Owls 64-60 in overtime, helped by 20 points from "
        "their guard Ivo Dane",
        "The Harrow Owls beat the Tarrow Foxes 64-60 in overtime, helped by 20 points from "
        "their guard Ivo Dane",
    )


@pytest.mark.anyio
async def test_a_year_and_a_place_from_sentences_of_two_events_are_no_one_event() -> None:
    contexts = [
        "The Netmender is a stone statue by Ivo Carrow, unveiled in 1931 on the Fish Quay at "
        "Lenby. In 1969 it was moved to the garden of the town hall to make room for a car "
        "park. After a cleaning in 2011, the statue was moved again, to the porch of the "
        "Lenby Maritime Museum."
    ]
    await assert_holds_not(
        contexts,
        "In 1969 it was moved from the Fish Quay to the garden of the town hall to make room "
        "for a car park",
        "In 1969 it was moved from the Fish Quay to the porch of the Lenby Maritime Museum to "
        "make room for a car park",
    )


@pytest.mark.anyio
async def test_names_said_together_bear_out_no_words_of_the_answers_own() -> None:
    contexts = (
        "Orrish, known until 1902 as Vallic, is spoken by about 40,000 people in the Orr "
        "Valley, a region on the border between Lenmark and Tarrovia. It is a language "
        "isolate.",
    )
    question = "Which valley is the homeland of the Orrish tongue?"
    asked = VerifyStatements(
        contexts,
        (
            "The homeland of the Orrish tongue is the Orr Valley",  # the question's words
            "Orrish has official status in both Lenmark and Tarrovia",  # the answer's own
            "Orrish is the tongue formerly called Vallic",  # which name is which
        ),
        question=question,
    )
    homeland, official, called = await value(asked)
    assert homeland.supported, homeland.reason
    assert not official.supported
    assert called.supported, called.reason


@pytest.mark.anyio
async def test_years_later_date_the_verb_they_follow() -> None:
    contexts = [
        "Ivo Marrek was a Danish bridge engineer. He retired in 1950 and died in Aarhus six "
        "years later.",
        "Lenbury Mills opened its first plant abroad in 1962 and listed its shares on the "
        "stock exchange three years later. Its rival Tarrow Foods had gone public in 1959.",
    ]
    await assert_holds_not(contexts, "Ivo Marrek died in 1956", "Ivo Marrek retired in 1956")
    # a verb of the question's that the sentence words otherwise takes the span's year
    asked = VerifyStatements(
        tuple(contexts),
        ("Lenbury Mills went public in 1965", "Lenbury Mills went public in 1962"),
        question="In what year did Lenbury Mills go public?",
    )
    right, wrong = await value(asked)
    assert right.strength > wrong.strength, (right.reason, wrong.reason)


@pytest.mark.anyio
async def test_a_first_name_said_short_names_the_person() -> None:
    contexts = [
        "Alexandra Ines Korff (born 4 March 1961) is a German former tennis player.",
        "Petra Lind (born 9 May 1963) is a Swedish former tennis player.",
    ]
    await assert_holds_not(
        contexts, "Alex Korff is older than Petra Lind", "Petra Lind is older than Alex Korff"
    )


@pytest.mark.anyio
async def test_a_short_answer_with_a_participle_clause_says_two_things() -> None:
    question = "Which bell was hung in the tower of Lenby church in 1902?"
    assert await statements(question, "The Marl bell, replacing the cracked tenor.") == (
        "The Marl bell was hung in the tower of Lenby church in 1902",
        "The Marl bell replaced the cracked tenor",
    )
    # a time is no doer: the clause stays with it
    question = "How often should I check the bell rope?"
    answer = "Once a month, removing any dust from it. The rope should be replaced every year."
    assert "Once a month removed any dust from it" not in await statements(question, answer)


@pytest.mark.anyio
async def test_how_long_a_thing_lasted_from_the_years_it_began_and_ended() -> None:
    contexts = [
        "Lenby Pottery was a stoneware pottery in Derbyshire. It was established in 1810 and "
        "made ink bottles. Production continued until 1935, when the firm was sold.",
        "Carrow Pottery was an earthenware pottery in Sussex. It was founded in 1796 and "
        "closed in 1908 when its clay pit was exhausted.",
    ]
    await assert_holds_not(
        contexts,
        "Lenby Pottery made ink bottles for 125 years",
        "Lenby Pottery made ink bottles for 112 years",
    )
    await assert_holds_not(
        contexts,
        "Lenby Pottery stayed in production longer than Carrow Pottery",
        "Carrow Pottery stayed in production longer than Lenby Pottery",
    )


@pytest.mark.anyio
async def test_tracking_down_is_tracing() -> None:
    contexts = [
        "The Lenby Psalter was lost for a century until the archivist Ada Marl traced it in "
        "1961. It had been sold by the bookseller Ivo Dane in 1850."
    ]
    right, wrong = await verdicts(
        contexts,
        "Ada Marl tracked down the Lenby Psalter after it had been lost for a century",
        "Ivo Dane tracked down the Lenby Psalter after it had been lost for a century",
    )
    assert right.supported, right.reason
    # the tracking is in the context: what fails is who did it
    assert not wrong.supported and "track" not in wrong.reason, wrong.reason


@pytest.mark.anyio
async def test_a_thing_placed_in_another_place_is_not_in_the_one_beside_it() -> None:
    contexts = [
        "Born in Tarrow, the potter trained there before opening her own studio in Lenby in "
        "1931. The studio made about 400 vases."
    ]
    await assert_holds_not(contexts, "Her studio was in Lenby", "Her studio was in Tarrow")
    await assert_holds_not(
        contexts, "She was born in Tarrow", "Both her birth and her studio were in Tarrow"
    )


@pytest.mark.anyio
async def test_not_guilty_is_a_verdict_not_a_denial() -> None:
    contexts = [
        "A former clerk, Ada Marl, has been cleared of fraud at Lenby Crown Court. The jury "
        "took two hours to return not guilty verdicts on all three counts."
    ]
    await assert_holds_not(
        contexts, "Ada Marl was found not guilty of fraud", "Ada Marl was found guilty of fraud"
    )
    await assert_holds_not(
        contexts,
        "The jury returned its verdicts after two hours",
        "The jury did not return verdicts",
    )


@pytest.mark.anyio
async def test_a_pronoun_stands_for_the_one_the_question_says_does_that() -> None:
    question = "Was Ivo Dane the player Petra Lind beat to win her first Lenby title?"
    assert await statements(question, "No, she beat Ada Marl in the 1981 final.") == (
        "Ivo Dane was not the player Petra Lind beat to win her first Lenby title",
        "Petra Lind beat Ada Marl in the 1981 final",
    )


@pytest.mark.anyio
async def test_a_synonym_that_takes_the_claims_complement_agrees_with_it() -> None:
    contexts = [
        "Petra Lind is a Danish former tennis player. Her first Lenby title came in 1981, "
        "when she defeated Ada Marl in the final. She beat Ivo Dane in the 1982 final."
    ]
    await assert_holds_not(
        contexts,
        "Petra Lind beat Ada Marl in the 1981 final",
        "Petra Lind beat Ada Marl in the 1979 final",
    )


@pytest.mark.anyio
async def test_whom_a_verb_is_done_to_in_another_year_is_no_part_of_this_one() -> None:
    contexts = [
        "Petra Lind is a Danish former tennis player. Her first Lenby title came in 1981, "
        "when she defeated Ada Marl in the final without losing a set. She beat Ivo Dane "
        "in the 1982 final and Rosa Kell in 1984."
    ]
    await assert_holds_not(
        contexts,
        "Petra Lind beat Rosa Kell in the 1984 final",
        "Petra Lind beat Rosa Kell in the 1981 final",
    )


@pytest.mark.anyio
async def test_both_things_an_answer_says_are_the_pair_its_question_names() -> None:
    question = "Did Ada Marl attend both the Lenby and Tarrow conferences?"
    answer = "Yes, she attended both conferences as a delegate."
    assert "Ada Marl attended both the Lenby and Tarrow conferences as a delegate" in (
        await statements(question, answer)
    )
    question = "Did Ada Marl visit both Lenby and Tarrow?"
    assert "Ada Marl visited both Lenby and Tarrow in 1990" in (
        await statements(question, "Yes, she visited both towns in 1990.")
    )


@pytest.mark.anyio
async def test_what_a_sentence_says_of_a_kin_of_the_subject_is_not_said_of_it() -> None:
    contexts = [
        "The Tarrow lily grows only on the cliffs of Lenby Island and flowers in June. A "
        "related species, the Marl lily, is found on neighbouring Kessel Island."
    ]
    await assert_holds_not(
        contexts,
        "The Marl lily is found on Kessel Island",
        "The Tarrow lily is found on Kessel Island",
    )


@pytest.mark.anyio
async def test_a_relative_clause_between_a_subject_and_its_verb_hides_no_agent() -> None:
    contexts = [
        "Ada Marl has been elected mayor of Lenby. Ivo Dane, who had served two terms, "
        "requested a recount of ballots from the Harbour ward, which ended at midnight. The "
        "recount changed the totals by six votes, and Marl thanked the counting staff."
    ]
    await assert_holds_not(
        contexts,
        "A recount in the Harbour ward requested by Ivo Dane changed the totals by six votes",
        "A recount in the Harbour ward requested by Marl changed the totals by six votes",
    )


@pytest.mark.anyio
async def test_both_before_a_year_reads_the_year_of_each() -> None:
    contexts = [
        "Cirque Marl was a Danish travelling circus founded in Lenby in 1887 by Ada Marl.",
        "Zirkus Dane is a German circus based in Tarrow. It was founded in 1904 by Ivo Dane.",
    ]
    await assert_holds_not(
        contexts,
        "Cirque Marl and Zirkus Dane were not both founded before 1900",
        "Cirque Marl and Zirkus Dane were both founded before 1900",
    )
    await assert_holds_not(
        contexts,
        "Cirque Marl and Zirkus Dane were both founded after 1880",
        "Cirque Marl and Zirkus Dane were not both founded after 1880",
    )


@pytest.mark.anyio
async def test_a_name_said_only_in_a_denial_is_denied() -> None:
    contexts = [
        "Ivo Dane (1871-1939) was an English cricketer who played for Lenbyshire between 1893 "
        "and 1906. A right-handed batsman and slow left-arm bowler, he took 412 wickets. He "
        "was never selected for a Test match, although he toured Canada in 1898."
    ]
    await assert_holds_not(
        contexts, "Ivo Dane was never selected for a Test", "Ivo Dane played Test cricket"
    )
    # a long description opened by "a" leaves the pronoun after it standing for the subject
    await assert_holds_not(
        contexts, "Ivo Dane toured Canada in 1898", "Ivo Dane toured Canada in 1899"
    )


@pytest.mark.anyio
async def test_a_latin_name_in_us_opening_a_claim_is_no_plural() -> None:
    contexts = [
        "Lenbosaurus is a genus of theropod dinosaur from southern England. Its fossils were "
        "found at Tarrow. The genus was described by the geologist Ada Marl in 1831.",
        "Marlodon is a genus of ornithopod dinosaur. Its teeth were found in Sussex, and Ivo "
        "Dane named the genus in 1836.",
    ]
    await assert_holds_not(
        contexts,
        "Lenbosaurus was named first, before Marlodon",
        "Marlodon was named first, before Lenbosaurus",
    )


@pytest.mark.anyio
async def test_a_short_answer_keeps_no_bracketed_later_name() -> None:
    question = "In which city was the ketch Marlin built?"
    assert await statements(question, "Lenby (now Tarrowport), Kessland") == (
        "The ketch Marlin was built in Lenby, Kessland",
    )


@pytest.mark.anyio
async def test_a_short_answer_with_what_it_has_says_two_things() -> None:
    question = "Which has more strings, the Lenby harp or the Tarrow lute?"
    assert await statements(question, "The Tarrow lute, with 16 strings") == (
        "The Tarrow lute has more strings than the Lenby harp",
        "The Tarrow lute has 16 strings",
    )
    # a tally of both, or a clause of its own, stays with the answer
    for answer in (
        "The Tarrow lute, with 16 strings to the harp's 12",
        "The Tarrow lute, with 16 strings often added by players",
    ):
        assert len(await statements(question, answer)) == 1, answer


@pytest.mark.anyio
async def test_a_preposition_left_before_a_time_phrase_takes_the_answer() -> None:
    question = "Which club was the captain of Lenby Rovers playing for at the time?"
    assert await statements(question, "Tarrow Athletic") == (
        "The captain of Lenby Rovers was playing for Tarrow Athletic at the time",
    )


@pytest.mark.anyio
async def test_an_answer_put_before_the_questions_last_words_is_what_must_stand_beside_them() -> (
    None
):
    contexts = (
        "The Lenby was a patrol boat of the Kessland navy. She served in the last war under "
        "Captain Ivo Marl.",
        "Ivo Marl (1910-1988) was a Kessland naval officer. After the war he was posted to the "
        "embassy in Tarrow as a liaison officer, and from 1951 to 1954 he served as naval "
        "attaché in Orrin.",
    )
    asked = VerifyStatements(
        contexts,
        (
            "The wartime captain of the Lenby served in Orrin as naval attaché",
            "The wartime captain of the Lenby served in Tarrow as naval attaché",
        ),
        question="In which city did the wartime captain of the Lenby serve as naval attaché?",
    )
    right, wrong = await value(asked)
    assert not right.supported and not wrong.supported
    assert right.strength > wrong.strength, (right.reason, wrong.reason)


@pytest.mark.anyio
async def test_a_nickname_in_single_quotes_stays_inside_the_name_it_opens() -> None:
    contexts = [
        "Walter Ivo 'Lenny' Marsh was born in Tarrow, Kessland, on 6 February 1895. He began "
        "his playing career with the Lenby Rovers in 1914.",
        "Ada Brook, the Lenby Rovers captain, was born in Orrin on 19 June 1903.",
    ]
    await assert_holds_not(
        contexts, "Lenny Marsh was older than Ada Brook", "Ada Brook was older than Lenny Marsh"
    )
    # "the elder of the two": the two the passages are about, and which one the answer names
    question = "Who was the elder of the two Lenby Rovers teammates?"
    asked = VerifyStatements(
        tuple(contexts),
        (
            "The elder of the two Lenby Rovers teammates was Lenny Marsh",
            "The elder of the two Lenby Rovers teammates was Ada Brook",
        ),
        question=question,
    )
    right, wrong = await value(asked)
    assert right.supported, right.reason
    assert not wrong.supported, wrong.reason


@pytest.mark.anyio
async def test_a_comparison_naming_one_of_the_two_is_made_against_the_other() -> None:
    contexts = (
        "Harl's Mill, opened in 1826 at Lenby, was a silk throwing mill. At its height it "
        "employed 640 people and ran 12,000 spindles.",
        "Japan's Orrin Mill, built in 1832 at Tarrow, wove silk ribbons. Its workforce reached "
        "about 460 at the peak of the trade.",
    )
    asked = VerifyStatements(
        contexts,
        (
            "Harl's Mill had the bigger workforce at its peak",
            "Orrin Mill had the bigger workforce at its peak",
        ),
        question="Which of the two silk mills had the bigger workforce at its peak?",
    )
    right, wrong = await value(asked)
    assert right.supported, right.reason
    assert not wrong.supported, wrong.reason


@pytest.mark.anyio
async def test_a_version_is_part_of_the_name_it_follows() -> None:
    contexts = [
        "Lenby Fixed v3 is a 24-month fixed electricity tariff. The unit rate is 24.6p per kWh "
        "and the daily standing charge is 51.2p. Lenby Fixed v2, which closed to new customers "
        "in January, had a standing charge of 47.9p per day.",
        "Policy IS-9 (version 2.0, effective 1 May) requires multi-factor sign-in for email.",
    ]
    right, wrong, written = await verdicts(
        contexts,
        "The daily standing charge on Lenby Fixed v3 is 51.2p per day",
        "The daily standing charge on Lenby Fixed v3 is 47.9p per day",
        "Policy IS-9 v2.0 requires multi-factor sign-in for email",
    )
    assert right.supported, right.reason
    assert right.strength > wrong.strength, (right.reason, wrong.reason)
    assert written.supported, written.reason  # "version 2.0" names "v2.0"


@pytest.mark.anyio
async def test_a_comparison_in_time_is_dated_by_the_list_it_names() -> None:
    contexts = [
        "The Lenby Salt Mine in Kessland was worked until commercial mining ended in 1996. In "
        "1978 it was included on the first list of World Heritage Sites.",
        "The Tarrow Saltworks at Orr-et-Vane was built between 1775 and 1779. The site was "
        "added to the World Heritage List in 1982.",
    ]
    await assert_holds_not(
        contexts,
        "The Lenby Salt Mine was placed on the World Heritage List before the Tarrow Saltworks",
        "The Tarrow Saltworks at Orr-et-Vane was placed on the World Heritage List before the "
        "Lenby Salt Mine",
    )


@pytest.mark.anyio
async def test_the_one_of_the_two_an_answer_picks_is_compared_with_the_other() -> None:
    contexts = (
        "The Lenby Tower, an Art Deco office block on Quay Street, was completed in May 1930. "
        "It reaches 319 metres.",
        "The Tarrow Building on Mill Lane was built in just over a year and opened on 1 May "
        "1931. It rises 381 metres.",
    )
    # the passages never say "skyscraper": the two are the things they open with
    question = "Which of the two Kessland skyscrapers was finished first?"
    right, wrong = await value(
        VerifyStatements(
            contexts,
            ("The Lenby Tower was finished first", "The Tarrow Building was finished first"),
            question=question,
        )
    )
    assert right.supported, right.reason
    assert not wrong.supported, wrong.reason
    # "The elder is X": the degree and the one it picks
    people = (
        "Marko Lenic (born 14 March 1978) is a Kessland water polo player.",
        "Luca Tarrin (born 2 June 1975) is a water polo player from Orrin.",
    )
    right, wrong = await value(
        VerifyStatements(
            people,
            ("The elder is Luca Tarrin", "The elder is Marko Lenic"),
            question="Which of the two water polo players is the elder?",
        )
    )
    assert right.supported, right.reason
    assert not wrong.supported, wrong.reason


@pytest.mark.anyio
async def test_what_is_said_of_the_womens_team_is_not_said_of_the_mens() -> None:
    contexts = [
        "HC Lenvik is a handball club from Tarrow. Its women's team, which plays in the "
        "Orrhallen, lifted the national cup in 2009 and again in 2015. The club's men's side "
        "competes in the second division."
    ]
    await assert_holds_not(
        contexts,
        "The women's team has won the national cup",
        "The men's team has won the national cup",
    )
    # a claim that speaks of two members of the set is read as before
    (both,) = await verdicts(
        [
            "The Tarrow Health Agency will not recommend a second booster of Lenvax this winter. "
            "It found that protection from the first booster stayed above 85 percent."
        ],
        "The agency will not recommend a second booster of Lenvax, after finding that "
        "protection from the first booster stayed above 85 percent",
    )
    assert both.supported, both.reason


@pytest.mark.anyio
async def test_an_amount_given_for_another_thing_is_not_the_subjects() -> None:
    contexts = [
        "Lenby Fleet Policy LF-2 (effective 1 March 2025). 4.1 Company cars are replaced at "
        "four years or 90,000 miles, whichever comes first. 4.2 Minibuses are replaced at six "
        "years or 150,000 miles, whichever comes first. 4.3 Drivers report damage within 24 "
        "hours."
    ]
    await assert_holds_not(
        contexts,
        "A minibus is replaced under the fleet policy at 150,000 miles, or after six years",
        "A minibus is replaced under the fleet policy at 90,000 miles, or after four years",
    )


@pytest.mark.anyio
async def test_an_answer_opening_with_the_questions_first_word_takes_its_place() -> None:
    question = "Until what age should lambs keep receiving the Lenvax series?"
    assert await statements(question, "Until they are at least 16 weeks old") == (
        "Lambs should keep receiving the Lenvax series until they are at least 16 weeks old",
    )
    # a short answer: the modal's verb is the first one ("keep"), not "receiving"
    assert await statements(question, "16 weeks") == (
        "Lambs should keep receiving the Lenvax series until 16 weeks",
    )


@pytest.mark.anyio
async def test_an_answer_in_place_keeps_the_relative_clause_after_it() -> None:
    question = (
        "The architect of the Lenby Tower later designed which building that is to open in 2030?"
    )
    assert await statements(question, "The Tarrow Spire") == (
        "The architect of the Lenby Tower later designed the Tarrow Spire that is to open in 2030",
    )


@pytest.mark.anyio
async def test_the_longer_history_is_the_one_that_began_first() -> None:
    contexts = [
        "The Lenby Curling Club was founded in Tarrow in 1838 and received its royal title "
        "in 1843.",
        "The Kessland Curling Federation was established in 1966 and took its present name "
        "in 1991.",
    ]
    await assert_holds_not(
        contexts,
        "The Lenby Curling Club has a longer history than the Kessland Curling Federation",
        "The Kessland Curling Federation has a longer history than the Lenby Curling Club",
    )


@pytest.mark.anyio
async def test_a_cleft_sentence_is_said_plainly() -> None:
    question = "Which member of the Lenby crew founded the festival?"
    assert await statements(
        question, "It was the co-pilot, the meteorologist Ada Marl, who founded the festival."
    ) == ("The co-pilot, the meteorologist Ada Marl, founded the festival",)
    assert await statements(question, "It was in 1999 that Ada Marl founded the festival.") == (
        "In 1999 Ada Marl founded the festival",
    )
    # no cleft: what the sentence singles out is no name, or it opens with a participle
    for answer in ("It is a city that lies on the Orr.", "It is named after Ada Marl, who flew."):
        assert (await statements(question, answer))[0].startswith("It is"), answer


@pytest.mark.anyio
async def test_a_brother_or_sister_is_a_sibling() -> None:
    contexts = [
        "Places at Lenby Academy are allocated in this order: (1) looked-after children; (2) "
        "children with a sibling on roll at the time of admission; (3) children of staff."
    ]
    (said,) = await verdicts(
        contexts, "Children who will have a brother or sister on roll at the time of admission"
    )
    assert said.supported, said.reason
    (written,) = await verdicts(
        ["Pupils whose brothers or sisters attend the school come first."],
        "Pupils whose siblings attend the school come first",
    )
    assert written.supported, written.reason


def test_the_doer_of_a_thing_of_a_thing_is_found_after_by_and_a_title() -> None:
    # "the designer of the main hall of X": the hall has no name, its designer has one, after
    # "designed by the young architect"; a deed's noun ("the first description of X was
    # given by ...") names no doer so
    contexts = [
        "The Corran Exhibition was a trade fair held in Leith in 1911 and opened by the mayor "
        "Hugh Moss. Its main hall, a glass pavilion seating 3,000, was designed by the young "
        "architect Oskar Lind. It was first described in 1912 by the critic Ada Voss.",
        "Oskar Lind (1885-1960) was a Scottish architect. He trained in Glasgow under Karl "
        "Berg and later taught in Dundee.",
    ]
    context = analyse_context(contexts)
    for statement, expected in (
        (
            "The designer of the main hall of the Corran Exhibition trained under Karl Berg",
            ["Oskar Lind trained under Karl Berg"],
        ),
        ("The first description of the main hall was given by Ada Voss", []),
    ):
        claim = analyse_claim(statement, context.known, context.lower, context.labels)
        bridges = bridged_claims(statement, context, list(claim.names))
        assert [b.statement for b in bridges] == expected


@pytest.mark.anyio
async def test_a_founder_named_after_places_and_a_year_is_the_agent() -> None:
    # "founded in Aarhus in 2011 by the printer Mette Holm": four words before "by", no verb
    contexts = [
        "Tallow & Reed is a stationery brand founded in Aarhus in 2011 by the printer Mette "
        "Holm. It sells notebooks."
    ]
    founded, founder = await verdicts(
        contexts, "Tallow & Reed was founded by Mette Holm", "Mette Holm founded Tallow & Reed"
    )
    assert founded.supported, founded.reason
    assert founder.supported, founder.reason


@pytest.mark.anyio
async def test_a_place_in_a_fronted_participle_phrase_is_said_of_that_participle() -> None:
    contexts = [
        "Oskar Lind (1885-1960) was a Scottish architect. Born in Perth, he trained in Glasgow "
        "and later taught in Dundee."
    ]
    born, trained, wrong = await verdicts(
        contexts,
        "Oskar Lind was born in Perth",
        "Oskar Lind trained in Glasgow",
        "Oskar Lind trained in Perth",
    )
    assert born.supported, born.reason
    assert trained.supported, trained.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_described_claim_is_graded_by_its_tighter_restatement_with_the_name() -> None:
    contexts = [
        "The Harwick Refractor is a telescope with a 30-centimetre lens installed in 1879 at "
        "the Harwick Observatory near Leeds. Its lens was ground and figured by the optician "
        "Lars Falk, while the mounting was built by a Hull engineering firm.",
        "Lars Falk (1820-1889) was a Swedish optician. After training in Munich with the lens "
        "makers of a leading workshop, he returned to Sweden and established his own workshop "
        "in Uppsala in 1851. His son Erik continued the firm.",
    ]
    right, wrong = await value(
        VerifyStatements(
            tuple(contexts),
            (
                "The optician who figured the Harwick Refractor's lens set up his own workshop "
                "in Uppsala",
                "The optician who figured the Harwick Refractor's lens set up his own workshop "
                "in Munich",
            ),
            question="In which city did the optician who figured the Harwick Refractor's lens "
            "set up his own workshop?",
        )
    )
    assert right.supported, right.reason
    assert right.strength > wrong.strength
    # a restatement borne out by a sentence that opens with another name is no tighter
    contexts = [
        "Harbour Lights is a 1975 film directed by Tom Brand. Its score was composed by Ivo "
        "Lund, whose two-note motif became famous.",
        "Ivo Lund (born 1932) is a composer born in Osk, Norway. Tom Brand, his most frequent "
        "collaborator, was born in Tarn, Sweden, in 1946.",
    ]
    right, wrong = await value(
        VerifyStatements(
            tuple(contexts),
            (
                "The composer of the score for Harbour Lights was born in Osk, Norway",
                "The composer of the score for Harbour Lights was born in Tarn, Sweden",
            ),
            question="Where was the composer of the score for Harbour Lights born?",
        )
    )
    assert right.strength > wrong.strength


@pytest.mark.anyio
async def test_a_hedge_between_a_questions_preposition_and_its_question_word_is_dropped() -> None:
    question = "At roughly what elevation does the main lake of Osk Park lie?"
    assert await statements(question, "Roughly 3,870 metres") == (
        "The main lake of Osk Park lies at roughly 3,870 metres",
    )


@pytest.mark.anyio
async def test_a_place_in_a_fronted_gerund_phrase_of_time_is_said_of_that_gerund() -> None:
    contexts = [
        "Lars Falk (1820-1889) was a Swedish optician. After training in Munich with the lens "
        "makers of a leading workshop, he returned to Sweden and established his own workshop "
        "in Uppsala in 1851."
    ]
    trained, right, wrong = await verdicts(
        contexts,
        "Lars Falk trained in Munich",
        "Lars Falk set up his own workshop in Uppsala",
        "Lars Falk set up his own workshop in Munich",
    )
    assert trained.supported, trained.reason
    assert right.supported, right.reason
    assert not wrong.supported


@pytest.mark.anyio
async def test_a_modal_subject_question_keeps_its_adverb_and_a_verb_it_does_not_list() -> None:
    question = "Which court can currently seat more spectators, Osk Hall or Tarn Hall?"
    assert await statements(question, "Tarn Hall") == (
        "Tarn Hall can currently seat more spectators than Osk Hall",
    )


@pytest.mark.anyio
async def test_a_value_given_as_the_one_at_first_is_not_the_one_today() -> None:
    contexts = [
        "Osk Bowls Club is a bowling club in Tarn, founded in 1881. The club originally had "
        "six greens, but two were sold in 1960, leaving the four it uses today."
    ]
    await assert_holds_not(
        contexts, "Osk Bowls Club originally had six greens", "Osk Bowls Club has six greens today"
    )


@pytest.mark.anyio
async def test_a_margin_said_roughly_after_the_chosen_option_is_the_comparisons_margin() -> None:
    question = "Which lock has the greater rise, Osk Lock or Tarn Lock, and by how much?"
    assert await statements(question, "Tarn Lock, by roughly 1.7 metres") == (
        "Tarn Lock has the greater rise than Osk Lock by roughly 1.7 metres",
    )


@pytest.mark.anyio
async def test_an_after_inside_the_subject_of_a_because_clause_does_not_split_it() -> None:
    question = "Why did the Osk Semaphore Line close?"
    answer = "It shut in 1816 because peace after the Napoleonic Wars made it unnecessary."
    assert await statements(question, answer) == (
        "The Osk Semaphore Line shut in 1816 because peace after the Napoleonic Wars made it "
        "unnecessary",
    )
    assert await statements(question, "It closed after the war ended.") == (
        "The Osk Semaphore Line closed",
        "The war ended",
    )


@pytest.mark.anyio
async def test_the_noun_of_a_thing_compared_by_age_does_not_pick_its_year() -> None:
    # "clock" is what both things are, not an event: "clockmaker ... later augmented, in
    # 1609" does not date the clock built in 1521
    contexts = [
        "The Osk Cathedral Clock is a monumental clock in Osk, completed in 1538 by the "
        "clockmaker Jehan Bour. It shows the phases of the Moon.",
        "The Tarn Rathaus Clock is an astronomical clock on the town hall of Tarn. Its "
        "mechanism was built in 1521 by the clockmaker Konrad Heyl and later augmented, in "
        "1609, with a procession of automata.",
    ]
    await assert_holds_not(
        contexts,
        "The Tarn Rathaus Clock is older than the clock in Osk Cathedral",
        "The clock in Osk Cathedral is older than the Tarn Rathaus Clock",
    )


@pytest.mark.anyio
async def test_a_weekday_the_context_gives_another_event_is_not_the_claims() -> None:
    contexts = [
        "Hurricane Osk made landfall near the town of Tarn early on Tuesday as a Category 2 "
        "storm. Forecasters had warned on Sunday that it could reach Category 3."
    ]
    await assert_holds_not(
        contexts,
        "Hurricane Osk came ashore near Tarn on Tuesday as a Category 2 storm",
        "Hurricane Osk came ashore near Tarn on Sunday as a Category 2 storm",
    )
    (warned,) = await verdicts(
        contexts, "Forecasters warned on Sunday that Osk could reach Category 3"
    )
    assert warned.supported, warned.reason


@pytest.mark.anyio
async def test_spending_the_winter_somewhere_is_wintering_there() -> None:
    contexts = [
        "The Osk tern breeds on Baltic islands and winters off the coast of Senegal in West "
        "Africa.",
        "The Tarn plover nests on the tundra; most of the population winters on estuaries in "
        "South Africa.",
    ]
    await assert_holds_not(
        contexts,
        "The Osk tern and the Tarn plover both spend the winter in Africa",
        "The Osk tern and the Tarn plover both spend the winter in Asia",
    )


@pytest.mark.anyio
async def test_an_amount_given_to_the_first_of_two_is_not_the_seconds() -> None:
    contexts = [
        "Permits for the Osk zone are valid for twelve months. The first permit costs £48 a "
        "year and a second permit £96, while electric vehicles are charged £20."
    ]
    await assert_holds_not(
        contexts, "A second permit costs £96 a year", "A second permit costs £48 a year"
    )
    (first,) = await verdicts(contexts, "The first permit costs £48 a year")
    assert first.supported, first.reason


@pytest.mark.anyio
async def test_a_claim_word_outside_a_name_counts_though_the_name_holds_it_too() -> None:
    contexts = [
        "The Kestrel Bay Museum of Clocks stands on the seafront at Harwick and holds about "
        "400 timepieces. It was opened in 1931 by the clockmaker Ada Finch."
    ]
    await assert_holds_not(
        contexts,
        "The museum that holds them, the Kestrel Bay Museum of Clocks, dates from 1931",
        "The museum that holds them, the Kestrel Bay Museum of Clocks, dates from 1913",
    )


@pytest.mark.anyio
async def test_an_elliptical_count_counts_the_noun_counted_before_it() -> None:
    contexts = [
        "Tarn Lawn Club was founded in 1870 by a group of local solicitors. The club "
        "originally had nine lawns, but two were sold for housing in 1958, leaving the seven "
        "it uses today."
    ]
    await assert_holds_not(
        contexts, "Tarn Lawn Club has seven lawns today", "Tarn Lawn Club has nine lawns today"
    )
    # a number compared against is no count of the thing: "fewer than the 100,000 that ..."
    await assert_holds_not(
        [
            "Surveys suggest that Osk voles hold about 2,000 to 2,500 nesting-burrow sites, "
            "far fewer than the 10,000 that surveyors had predicted."
        ],
        "Osk voles hold about 2,000 nesting-burrow sites",
        "Osk voles hold about 10,000 nesting-burrow sites",
    )


@pytest.mark.anyio
async def test_a_comparison_reads_amounts_in_other_units_of_the_claims_dimension() -> None:
    contexts = [
        "The cable ferry at Tarn has crossed the river since 1936. The crossing is 420 metres "
        "long and takes about five minutes.",
        "At Osk the river is crossed by a small cable ferry that carries up to 14 cars. The "
        "crossing, roughly 0.6 kilometres from bank to bank, takes seven minutes.",
    ]
    await assert_holds_not(
        contexts,
        "The Osk crossing is longer than the Tarn crossing, at roughly 600 metres against 420",
        "The Tarn crossing is longer than the Osk crossing, at roughly 600 metres against 420",
    )
    # an amount in the claim's own unit still comes first: "four kilometres to the east"
    await assert_holds_not(
        [
            "Esker Fell is the highest summit of the Tarn range, rising to 912 metres.",
            "Osk Pike, four kilometres to the east, reaches 847 metres.",
        ],
        "Esker Fell is higher than Osk Pike by 65 metres",
        "Esker Fell is higher than Osk Pike by 75 metres",
    )


@pytest.mark.anyio
async def test_a_firm_acquired_by_another_is_owned_by_it() -> None:
    contexts = [
        "The Osk tidal lagoon's turbines were supplied by Tarn Hydro. The lagoon's operator, "
        "Osk Energy, sells its output to the grid.",
        "Tarn Hydro was founded in 1988 in Plymouth. In 2014 the company was acquired by the "
        "Norwegian group Vestfall Kraft.",
    ]
    await assert_holds_not(
        contexts, "Tarn Hydro is owned by Vestfall Kraft", "Tarn Hydro is owned by Osk Energy"
    )


@pytest.mark.anyio
async def test_a_bands_outcome_holds_only_with_the_numbers_the_claim_writes_in_words() -> None:
    contexts = [
        "On the Starter plan a key may make 60 requests per minute and 10,000 per day. On the "
        "Pro plan the limits are 1,200 requests per minute and 500,000 per day."
    ]
    await assert_holds_not(
        contexts,
        "On the Pro plan a key can make 1,200 requests a minute and half a million a day",
        "On the Pro plan a key can make 1,200 requests a minute and ten thousand a day",
    )


@pytest.mark.anyio
async def test_a_noun_after_own_is_no_verb_of_a_yes_no_question() -> None:
    question = "May households with grazing rights still cut turf for their own use on Osk bog?"
    assert await statements(question, "No") == (
        "Households with grazing rights may not still cut turf for their own use on Osk bog",
    )


@pytest.mark.anyio
async def test_a_do_question_restated_in_the_past_doubles_a_short_verbs_consonant() -> None:
    assert await statements("Did Ada Osk stop competing in 1984?", "Yes") == (
        "Ada Osk stopped competing in 1984",
    )


@pytest.mark.anyio
async def test_a_modal_yes_no_question_keeps_the_passives_be_with_its_verb() -> None:
    assert await statements("Can unused vouchers be put back into an account?", "No") == (
        "Unused vouchers can not be put back into an account",
    )


@pytest.mark.anyio
async def test_a_condition_written_without_a_comma_ends_at_the_main_clauses_pronoun() -> None:
    contexts = ["4.4 Expired Osk points cannot be reinstated under any circumstances."]
    await assert_holds_not(
        contexts,
        "Once Osk points have expired they cannot be reinstated",
        "Once Osk points have expired they can be reinstated",
    )
    # the condition's own subject opens no main clause: its denial denies nothing of it
    assert not analyse_claim("If they do not pay they lose their points", frozenset()).negated


@pytest.mark.anyio
async def test_a_participle_after_a_determiner_describes_the_noun_the_question_has() -> None:
    question = "Which plant has the larger installed capacity, Osk Springs or Tarn Flats?"
    assert await statements(question, "Tarn Flats") == (
        "Tarn Flats has the larger installed capacity than Osk Springs",
    )


@pytest.mark.anyio
async def test_a_comparison_falls_back_to_the_sentences_about_the_plain_names() -> None:
    contexts = [
        "The Osk halfpenny is a copper trade token issued in 1793 by the ironmonger Samuel "
        "Osk. Its obverse shows a bridge and its reverse the arms of the city. About 18,500 "
        "pieces were struck at the Soho Mint, and a second issue of some 20,000 followed in "
        "1795.",
        "The Tarn Cross farthing is a copper token issued in 1797 by the merchant Robert "
        "Haddow. It was struck in a single issue by the die-sinker Peter Kempson, with a "
        "recorded mintage of about 42,000 pieces.",
    ]
    await assert_holds_not(
        contexts,
        "The Tarn Cross farthing had the larger recorded mintage than the Osk halfpenny",
        "The Osk halfpenny had the larger recorded mintage than the Tarn Cross farthing",
    )


@pytest.mark.anyio
async def test_an_older_thing_is_the_one_another_is_said_to_come_after() -> None:
    contexts = [
        "Osk rolls originate in the coastal town of Ardlow. They are traditionally filled "
        "with smoked eel.",
        "Tarn pies originate in the inland town of Brogan's Ford. They first appear in "
        "records about forty years after the earliest recorded Osk rolls.",
    ]
    await assert_holds_not(
        contexts,
        "Osk rolls have the older recorded history than Tarn pies",
        "Tarn pies have the older recorded history than Osk rolls",
    )


@pytest.mark.anyio
async def test_a_comparison_follows_a_things_pronouns_from_sentence_to_sentence() -> None:
    contexts = [
        "The Osk Springs Geothermal Plant began generating power in 1978. It has an installed "
        "capacity of 112 megawatts.",
        "The Tarn Flats Geothermal Plant opened in 1985 on the shores of a crater lake. "
        "Although younger than several neighbouring stations, it was built with a "
        "binary-cycle design. Its installed capacity is 138 megawatts.",
    ]
    await assert_holds_not(
        contexts,
        "Tarn Flats has the larger installed capacity than Osk Springs",
        "Osk Springs has the larger installed capacity than Tarn Flats",
    )


@pytest.mark.anyio
async def test_nautical_miles_compare_with_kilometres() -> None:
    contexts = [
        "The Osk 40 is a passenger hovercraft. It has a maximum range of 180 nautical miles on "
        "a full tank.",
        "The Tarn hovercraft seats 54 passengers. It can travel 300 kilometres before refuelling.",
    ]
    await assert_holds_not(
        contexts,
        "The Osk 40 can travel farther on a full tank than the Tarn hovercraft",
        "The Tarn hovercraft can travel farther on a full tank than the Osk 40",
    )


@pytest.mark.anyio
async def test_thicker_compares_lengths() -> None:
    question = "Which roof has the thicker coat of thatch, Osk Cottage or Tarn End?"
    assert await statements(question, "Osk Cottage") == (
        "Osk Cottage has the thicker coat of thatch than Tarn End",
    )
    contexts = [
        "Osk Cottage has a roof of combed wheat reed laid to a depth of 40 centimetres. The "
        "current coat was applied in 1996.",
        "Tarn End, a farmhouse, was thatched with water reed in 2003. The coat at Tarn End is "
        "30 centimetres deep.",
    ]
    await assert_holds_not(
        contexts,
        "Osk Cottage has the thicker coat of thatch than Tarn End",
        "Tarn End has the thicker coat of thatch than Osk Cottage",
    )


@pytest.mark.anyio
async def test_an_answer_opening_with_the_questions_stranded_preposition_keeps_one() -> None:
    question = "The thatcher whose firm rethatched Osk Hall learned the trade from whom?"
    assert await statements(question, "From his uncle, Walter Pryor") == (
        "The thatcher whose firm rethatched Osk Hall learned the trade from his uncle, "
        "Walter Pryor",
    )


@pytest.mark.anyio
async def test_inches_compare_with_metres() -> None:
    contexts = [
        "The Osk Observatory was established in 1874. In 1931 it installed a 30-inch "
        "reflecting telescope.",
        "The Tarn Observatory was founded in 1881. A telescope with a 1-metre mirror was "
        "installed there in 2006.",
    ]
    await assert_holds_not(
        contexts,
        "Tarn's 1-metre telescope is larger than Osk's 30-inch reflector",
        "Osk's 30-inch reflector is larger than Tarn's 1-metre telescope",
    )


@pytest.mark.anyio
async def test_an_event_with_no_name_is_dated_by_the_sentence_holding_its_words() -> None:
    contexts = [
        "The town walls of Osk were completed in the fourteenth century. In 1868 the council "
        "pulled down the northern stretch to make room for the approach to the new station.",
        "Osk railway station was opened in 1871 by the Tarn Junction Railway.",
    ]
    await assert_holds_not(
        contexts,
        "Osk railway station opened after the northern stretch of the walls was pulled down",
        "Osk railway station opened before the northern stretch of the walls was pulled down",
    )


@pytest.mark.anyio
async def test_a_vice_chair_does_not_chair() -> None:
    contexts = [
        "The Osk committee meets four times a year. It is chaired by the paediatrician Dr "
        "Imogen Salt, and its vice-chair is the epidemiologist Dr Rafael Benn."
    ]
    await assert_holds_not(
        contexts, "It is chaired by Dr Imogen Salt", "It is chaired by Dr Rafael Benn"
    )
    (deputy,) = await verdicts(contexts, "Its vice-chair is Dr Rafael Benn")
    assert deputy.supported, deputy.reason


@pytest.mark.anyio
async def test_a_comparison_counts_the_head_of_a_compound_noun() -> None:
    contexts = [
        "The Osk dye works was set up in 2009 and dyes around 1,200 kilograms of wool a year "
        "in six large vats.",
        "Tarn Verde, a cooperative, dyes around 800 kilograms of cotton a year, using nine "
        "fermentation vats kept in a converted barn.",
    ]
    await assert_holds_not(
        contexts,
        "Tarn Verde uses more dye vats than the Osk dye works",
        "The Osk dye works uses more dye vats than Tarn Verde",
    )


@pytest.mark.anyio
async def test_a_date_opening_a_claim_goes_with_its_clause() -> None:
    contexts = [
        "The 2023 Osk Cup was held in Valencia. After the ranking round on 11 September, in "
        "which the archers Ada Lind and Mia Voss tied on 668 points, the two met again in the "
        "final on 14 September. Lind won 6-4."
    ]
    await assert_holds_not(
        contexts,
        "On 14 September, Ada Lind beat Mia Voss in the final",
        "On 11 September, Ada Lind beat Mia Voss in the final",
    )


@pytest.mark.anyio
async def test_up_to_what_amount_opens_a_question_like_a_preposition() -> None:
    question = "Up to what amount can the budget holder approve an invoice?"
    assert await statements(question, "£25,000") == (
        "The budget holder can approve an invoice up to £25,000",
    )


@pytest.mark.anyio
async def test_a_count_of_the_claims_noun_beats_a_measure() -> None:
    contexts = [
        "The Osk planetarium seats 210 visitors under a dome 18 metres across.",
        "The Vell planetarium, opened a year later, has a larger 23-metre dome but holds only "
        "160 people.",
    ]
    await assert_holds_not(
        contexts,
        "The Osk planetarium can seat more visitors than the Vell planetarium",
        "The Vell planetarium can seat more visitors than the Osk planetarium",
    )


@pytest.mark.anyio
async def test_a_count_of_other_things_is_no_count_of_the_claims_noun() -> None:
    contexts = [
        "Ada Lind won the Osk Open title five years in a row, from 1976 to 1980. Eva Holm "
        "beat her in the 1981 final, ending Lind's run of 41 consecutive match wins there.",
        "Mia Voss won seven Osk Open titles between 1993 and 2000.",
    ]
    (wrong,) = await verdicts(contexts, "Ada Lind collected more titles than Mia Voss")
    assert not wrong.supported, wrong.reason


@pytest.mark.anyio
async def test_turned_down_is_rejected() -> None:
    contexts = [
        "The Osk Trust applied for a lottery grant in March. The application was turned down "
        "in July, with the funders citing the trust's lack of matching funds."
    ]
    await assert_holds_not(
        contexts,
        "The Osk Trust's grant application was refused in July",
        "The Osk Trust's grant application was approved in July",
    )


@pytest.mark.anyio
async def test_it_in_an_answer_about_an_outcome_is_the_thing_decided() -> None:
    question = "What was the outcome of the Osk Trust's grant application?"
    assert await statements(question, "It was refused in July.") == (
        "The Osk Trust's grant application was refused in July",
    )


@pytest.mark.anyio
async def test_a_denial_after_the_subject_leaves_what_the_subject_says() -> None:
    contexts = [
        "Rooms on floors 2 to 6 are booked through the app. The boardroom on floor 8 cannot "
        "be booked through the app; requests go to the executive assistant."
    ]
    await assert_holds_not(
        contexts, "The boardroom is on the eighth floor", "The boardroom is on the sixth floor"
    )
    (denied,) = await verdicts(["The boardroom is not on floor 8."], "The boardroom is on floor 8")
    assert not denied.supported
    (booked,) = await verdicts(contexts, "The boardroom can be booked through the app")
    assert not booked.supported


@pytest.mark.anyio
async def test_a_planned_amount_is_not_what_a_thing_has() -> None:
    contexts = [
        "The Osk barrage opened in 1971. Its 24 bulb turbines give it an installed capacity of "
        "180 megawatts.",
        "The Vell array installed its first turbines in 2016. The developers originally planned "
        "a capacity of 240 megawatts, but only eight turbines of 1.5 megawatts each have been "
        "built.",
    ]
    await assert_holds_not(
        contexts,
        "The Osk barrage has the greater installed capacity than the Vell array",
        "The Vell array has the greater installed capacity than the Osk barrage",
    )


@pytest.mark.anyio
async def test_shrank_is_the_past_of_shrink() -> None:
    contexts = ["The Osk economy shrank at an annual rate of 2% in the first quarter."]
    await assert_holds_not(
        contexts,
        "The Osk economy shrank at an annual rate of 2%",
        "The Osk economy grew at an annual rate of 2%",
    )
    assert lemma("shrank") == lemma("shrink")


@pytest.mark.anyio
async def test_the_verb_of_gaining_a_degree_needs_no_support() -> None:
    contexts = [
        "Dr Ada Lind completed her PhD on variable stars at the University of Osk in 1998. "
        "She also teaches evening classes at Vell College."
    ]
    await assert_holds_not(
        contexts,
        "Ada Lind earned her doctorate at the University of Osk",
        "Ada Lind earned her doctorate at Vell College",
    )


@pytest.mark.anyio
async def test_losing_a_thing_is_no_defeat() -> None:
    contexts = [
        "Ada Lind, who races for the Osk club, had won three of the season's five earlier "
        "rounds and arrived leading the standings. She said the result was disappointing but "
        "that her craft had lost skirt pressure over the last two laps."
    ]
    (lost,) = await verdicts(
        contexts, "Ada Lind said her craft lost skirt pressure late in the race"
    )
    assert lost.supported, lost.reason
    (rounds,) = await verdicts(contexts, "Ada Lind lost three of the season's five earlier rounds")
    assert not rounds.supported


@pytest.mark.anyio
async def test_a_pronoun_after_a_fronted_phrase_opens_its_sentence() -> None:
    contexts = [
        "The Osk Reserve is a protected wetland on the west coast. Gazetted as a forest "
        "reserve in 1952, it covers 8,200 hectares. The reserve supports a charcoal industry. "
        "Scientific monitoring of the reserve's plots has been carried out since the 1980s.",
        "The Vell Mangroves form a protected area in Brazil. Designated as an extractive "
        "reserve in 1998, the area covers 12,600 hectares.",
    ]
    await assert_holds_not(
        contexts,
        "The Osk Reserve was protected first, more than four decades before the Vell Mangroves",
        "The Vell Mangroves were protected first, more than four decades before the Osk Reserve",
    )


@pytest.mark.anyio
async def test_a_bare_degree_is_one_of_the_contexts_scale() -> None:
    contexts = ["Sea temperatures remained around 2 °C above the summer average for six weeks."]
    await assert_holds_not(
        contexts,
        "Sea temperatures stayed 2 degrees above the summer average for six weeks",
        "Sea temperatures stayed 3 degrees above the summer average for six weeks",
    )


def test_stay_is_remain() -> None:
    assert synonym_ids(lemma("stayed")) & synonym_ids(lemma("remained"))


@pytest.mark.anyio
async def test_who_after_an_apposition_with_a_place_is_the_named_person() -> None:
    answer = "The bridge was designed by Ada Lind, an engineer from Osk, who later built the tower."
    assert await statements("", answer) == (
        "The bridge was designed by Ada Lind, an engineer from Osk",
        "Ada Lind later built the tower",
    )


@pytest.mark.anyio
async def test_a_policy_passage_speaks_for_the_body_it_opens_with() -> None:
    contexts = [
        "Under the Travel and Expense Policy of the Osk Institute, employees must submit "
        "expense claims through the Claimline system within 60 days of incurring the cost. "
        "Receipts are required for any single item above £25. Meals during business travel "
        "are reimbursed up to a daily limit of £45 in the United Kingdom and £70 abroad, and "
        "alcohol is not reimbursable. Claims are approved by the employee's line manager."
    ]
    await assert_holds_not(
        contexts,
        "The daily meal allowance for Osk Institute staff travelling abroad is £70 a day",
        "The daily meal allowance for Osk Institute staff travelling abroad is £45 a day",
    )


@pytest.mark.anyio
async def test_an_opening_its_after_a_short_answer_is_the_answers_thing() -> None:
    statements = await value(
        ExtractStatements(
            "Which mill has the taller wheel, Hob Mill or Tarrow Mill?",
            "Hob Mill - its wheel is 9 metres tall. Tarrow Mill's is 7 metres.",
        )
    )
    assert "Hob Mill's wheel is 9 metres tall" in statements


def test_the_lexicon_reads_every_irregular_verb_the_grammar_lists() -> None:
    assert lemma("rode") == lemma("ride") and lemma("overtaken") == lemma("overtake")
    assert all(
        lemma(form) == lemma(base) for form, base in IRREGULAR_BASES.items() if form != "lay"
    )
    assert lemma("lay") != lemma("lie")  # "lay eggs", far more often than the past of "lie"


@pytest.mark.anyio
async def test_a_little_over_an_amount_asks_for_no_word_little() -> None:
    await assert_holds_not(
        ["The Corran kettle weighs 2.3 kilograms. The Belsby kettle weighs 1.6 kilograms."],
        "The Corran kettle weighs a little over two kilos",
        "The Belsby kettle weighs a little over two kilos",
    )


@pytest.mark.anyio
async def test_a_short_answer_with_an_amount_after_at_says_the_amount_of_the_answer() -> None:
    question = "Which bell is heavier, the Tennor bell or the Ash bell?"
    statements = await value(ExtractStatements(question, "The Tennor bell, at 1,250 kilograms."))
    assert statements == (
        "The Tennor bell is heavier than the Ash bell",
        "The Tennor bell is at 1,250 kilograms",
    )
    tally = await value(
        ExtractStatements(question, "The Tennor bell, at 1,250 kilograms against 900.")
    )
    assert "The Tennor bell is at 1,250 kilograms against 900" not in tally


@pytest.mark.anyio
async def test_a_change_is_read_in_the_segment_that_gives_its_amount() -> None:
    await assert_holds_not(
        [
            "Despite the lower catch, the Tolvane fishery's income rose by 6 percent, "
            "because the price of cod climbed."
        ],
        "The Tolvane fishery's income went up 6 percent",
        "The Tolvane fishery's income went down 6 percent",
    )


@pytest.mark.anyio
async def test_a_description_is_the_name_a_copula_gives_it_at_the_end_of_a_sentence() -> None:
    contexts = [
        "The Varrow Pottery in Lisk was founded in 1960. The pottery's current master potter "
        "is Anna Rell.",
        "Anna Rell was born in 1970. She trained in Ostby under the potter Jon Keel before "
        "joining the Varrow Pottery in 1995.",
    ]
    await assert_holds_not(
        contexts,
        "The current master potter of the Varrow Pottery trained under Jon Keel",
        "The current master potter of the Varrow Pottery trained under Anna Rell",
    )


@pytest.mark.anyio
async def test_an_ordinal_that_names_a_thing_is_no_degree_of_a_comparison() -> None:
    contexts = [
        "The Penrith Gazetteer was first published in 1790. Its first edition held about "
        "12,000 entries. A second edition of 1815 added 2,000 more.",
        "The Alder Atlas first appeared in 1802. Its first edition held about 9,500 entries.",
    ]
    await assert_holds_not(
        contexts,
        "The Penrith Gazetteer had more entries in its first edition than the Alder Atlas",
        "The Alder Atlas had more entries in its first edition than the Penrith Gazetteer",
    )


@pytest.mark.anyio
async def test_a_passage_that_opens_by_defining_a_name_speaks_of_it_later() -> None:
    contexts = [
        "The Varn Oak is an English oak kept at Helby Park in Kent. According to records kept "
        "by the Varn family, it was planted in about 1700. The tree is 20 metres tall and was "
        "listed as a heritage tree in 1975."
    ]
    await assert_holds_not(
        contexts,
        "The Varn Oak was listed as a heritage tree in 1975",
        "The Varn Oak was listed as a heritage tree in 1976",
    )


@pytest.mark.anyio
async def test_a_limit_applied_separately_is_not_one_shared_across_all() -> None:
    await assert_holds_not(
        [
            "On the Team plan the quota is instead applied per workspace, at 200 builds a day "
            "shared across all of the workspace's projects."
        ],
        "On the Team plan the quota is shared across all of the workspace's projects",
        "On the Team plan the quota is applied separately to each of the workspace's projects",
    )


@pytest.mark.anyio
async def test_a_doer_after_by_is_no_rival_to_a_place_after_at() -> None:
    contexts = [
        "The Corvel engine was designed by the Scottish engineer Ailsa Brennan in 1931 "
        "while she was working at Harwick Motors, and it first ran in 1932."
    ]
    (denial,) = await verdicts(contexts, "The Corvel engine was not designed at Harwick Motors")
    assert not denial.supported, denial.reason
    assert "Ailsa Brennan" not in denial.reason


@pytest.mark.anyio
async def test_a_light_verb_alone_is_the_claims_verb_for_a_denial() -> None:
    await assert_holds_not(
        ["Harlow Automobile AB filed for bankruptcy in 2009 and no longer produces cars."],
        "Harlow Automobile does not make cars",
        "Harlow Automobile makes cars",
    )
