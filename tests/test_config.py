"""Configuration loads from TOML/YAML and env, and every mistake names the key and the fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from ragas_stream.config import Config, ConfigError, apply_overrides, load_config, parse_duration


def test_defaults_are_safe() -> None:
    config = load_config()
    assert config.judge.kind == "local"
    assert config.pipeline.metric_timeout > 0 and config.pipeline.drain_timeout > 0
    assert config.sampling.rate == 0.1


def test_toml_file_then_env_then_overrides(tmp_path: Path) -> None:
    path = tmp_path / "c.toml"
    path.write_text(
        """
[source]
spec = "tail:/var/log/rag.jsonl"
[sampling]
rate = 0.2
strata = { route = { checkout = 1.0 } }
force = [{ label = "tier", values = ["gold"] }]
[pipeline]
concurrency = 8
metric_timeout = "2m"
[exporters]
enabled = ["prometheus", "jsonl"]
[exporters.jsonl]
path = "/tmp/out.jsonl"
"""
    )
    env = {"RAGAS_STREAM__SAMPLING__RATE": "0.5", "RAGAS_STREAM__METRICS__NAMES": "faithfulness"}
    config = load_config(path, env=env, overrides={"pipeline.concurrency": 4})
    assert config.source.spec == "tail:/var/log/rag.jsonl"
    assert config.sampling.rate == 0.5
    assert config.sampling.strata == {"route": {"checkout": 1.0}}
    assert config.sampling.force[0].values == ("gold",)
    assert config.pipeline.concurrency == 4
    assert config.pipeline.metric_timeout == 120.0
    assert config.metrics.names == ("faithfulness",)
    assert config.exporters.options["jsonl"]["path"] == "/tmp/out.jsonl"


def test_yaml_file(tmp_path: Path) -> None:
    path = tmp_path / "c.yaml"
    path.write_text("sampling:\n  rate: 0.3\nlabels:\n  keys: [route]\n")
    config = load_config(path)
    assert config.sampling.rate == 0.3 and config.labels.keys == ("route",)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[sampling]\nrtae = 0.1\n", "unknown key 'sampling.rtae'; did you mean 'rate'?"),
        ("[sampling]\nrate = 2.0\n", "outside [0, 1]"),
        ("[sampling]\nrate = 'lots'\n", "sampling.rate must be a number"),
        ("[pipeline]\noverflow = 'drop'\n", "pipeline.overflow is 'drop'; expected one of"),
        ("[pipeline]\nconcurrency = 1.5\n", "must be a whole number"),
        ("[source\n", "is not valid TOML"),
        ("[judge]\ncascade_doubt = [0.9, 0.1]\n", "0 <= low < high <= 1, e.g. [0.0, 0.5]"),
        ("[judge]\ncascade_doubt = [0.5]\n", "judge: cascade_doubt is [0.5]"),
    ],
)
def test_mistakes_name_the_key_and_what_to_do(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "c.toml"
    path.write_text(text)
    with pytest.raises(ConfigError) as info:
        load_config(path)
    assert message in str(info.value)


def test_missing_file_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="does not exist"):
        load_config(tmp_path / "nope.toml")


def test_apply_overrides_keeps_the_rest() -> None:
    config = apply_overrides(Config(), {"server.port": 1234})
    assert config.server.port == 1234 and config.sampling.rate == 0.1


@pytest.mark.parametrize(
    ("text", "seconds"), [("90", 90), ("5m", 300), ("1h", 3600), ("250ms", 0.25)]
)
def test_durations(text: str, seconds: float) -> None:
    assert parse_duration(text) == seconds


def test_the_cascade_doubt_band_comes_from_the_file_or_the_environment(tmp_path: Path) -> None:
    assert load_config().judge.cascade_doubt == (0.0, 0.5)
    path = tmp_path / "c.toml"
    path.write_text("[judge]\ncascade_doubt = [0.15, 0.92]\n")
    assert load_config(path).judge.cascade_doubt == (0.15, 0.92)
    env = {"RAGAS_STREAM__JUDGE__CASCADE_DOUBT": "0.1,0.6"}
    assert load_config(path, env=env).judge.cascade_doubt == (0.1, 0.6)
