"""ragas-stream: continuous, sampled evaluation of a production RAG service.

This module lists the public API; everything else is an implementation detail that may change.
"""

from .aggregate import Aggregator, DriftConfig
from .app import Application
from .config import Config, ConfigError, load_config
from .emulator import EmulatorConfig, JudgeEmulator
from .events import DecodeLimits, Interaction, Reject, decode_interaction, interaction_from_mapping
from .exporting import Exporter, ExporterContext, Telemetry, load_exporter
from .judges.base import Answer, InvalidReply, Judge, JudgeError, Question
from .judges.endpoint import EndpointConfig
from .judges.fallback import FallbackJudge
from .judges.llm import LLMJudge, build_judge
from .judges.local import LocalJudge
from .judges.resilience import BreakerConfig, RetryPolicy
from .judges.session import JudgeSession, ReplyCache
from .labels import LabelLimiter
from .metrics import Metric, UnknownMetric, available_metrics, build_metrics
from .pipeline import Pipeline, PipelineConfig, PipelineStatistics, Scorer
from .results import Evaluation, JudgeCall, MetricResult, MetricStatus, Outcome, Usage
from .sampling import Decision, LabelRule, Sampler
from .sdk import Monitor
from .sources import MemorySource, SourceSpecError, TailSource, open_source
from .sources.base import Delivery, Source, SourceStatistics

__all__ = [
    "Aggregator",
    "Answer",
    "Application",
    "BreakerConfig",
    "Config",
    "ConfigError",
    "Decision",
    "DecodeLimits",
    "Delivery",
    "DriftConfig",
    "EmulatorConfig",
    "EndpointConfig",
    "Evaluation",
    "Exporter",
    "ExporterContext",
    "FallbackJudge",
    "Interaction",
    "InvalidReply",
    "Judge",
    "JudgeCall",
    "JudgeEmulator",
    "JudgeError",
    "JudgeSession",
    "LLMJudge",
    "LabelLimiter",
    "LabelRule",
    "LocalJudge",
    "MemorySource",
    "Metric",
    "MetricResult",
    "MetricStatus",
    "Monitor",
    "Outcome",
    "Pipeline",
    "PipelineConfig",
    "PipelineStatistics",
    "Question",
    "Reject",
    "ReplyCache",
    "RetryPolicy",
    "Sampler",
    "Scorer",
    "Source",
    "SourceSpecError",
    "SourceStatistics",
    "TailSource",
    "Telemetry",
    "UnknownMetric",
    "Usage",
    "available_metrics",
    "build_judge",
    "build_metrics",
    "decode_interaction",
    "interaction_from_mapping",
    "load_config",
    "load_exporter",
    "open_source",
]
