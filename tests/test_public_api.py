"""The package's public surface is what ``__all__`` lists — pinned, so changes are deliberate."""

from __future__ import annotations

import ragas_stream

EXPECTED = {
    "Aggregator", "Answer", "Application", "Config", "ConfigError", "DecodeLimits", "Decision",
    "Delivery", "DriftConfig", "LabelLimiter",
    "Evaluation", "Exporter", "ExporterContext", "Interaction", "InvalidReply", "Judge",
    "JudgeCall", "JudgeError", "JudgeSession", "LabelRule", "LocalJudge", "MemorySource",
    "Metric", "MetricResult", "MetricStatus", "Monitor", "Outcome", "Pipeline", "PipelineConfig",
    "PipelineStatistics", "Question", "Reject", "ReplyCache", "Sampler", "Scorer", "Source",
    "SourceSpecError", "SourceStatistics", "TailSource", "Telemetry", "UnknownMetric", "Usage",
    "available_metrics", "build_metrics", "decode_interaction", "interaction_from_mapping",
    "load_config", "load_exporter", "open_source",
    "BreakerConfig", "EmulatorConfig", "EndpointConfig", "FallbackJudge", "JudgeEmulator",
    "LLMJudge", "RetryPolicy", "build_judge",
}  # fmt: skip


def test_all_is_pinned() -> None:
    assert set(ragas_stream.__all__) == EXPECTED


def test_every_exported_name_exists_and_is_documented() -> None:
    for name in ragas_stream.__all__:
        member = getattr(ragas_stream, name)
        if callable(member) and not name.isupper():
            assert member.__doc__, f"{name} has no docstring"
