"""The deploy kit: promtool on the rules, and every file consistent with the others and with
the series the sidecar really emits. Docker does not run here: compose and Kubernetes files are
checked by parsing them."""

from __future__ import annotations

import functools
import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import anyio
import pytest
import yaml
from prometheus_client import CollectorRegistry
from prometheus_client.metrics import MetricWrapperBase
from tool_helpers import require_tool

from exporters.prometheus import PrometheusExporter
from ragas_stream.aggregate import Aggregator, DriftConfig
from ragas_stream.config import load_config
from ragas_stream.events import Interaction, Reject, decode_interaction
from ragas_stream.labels import LabelLimiter
from ragas_stream.results import Evaluation, MetricResult
from ragas_stream.selfmetrics import SelfMetrics

REPO = Path(__file__).resolve().parent.parent
DEPLOY = REPO / "deploy"
PROMETHEUS = DEPLOY / "prometheus"
DASHBOARD = DEPLOY / "grafana" / "dashboards" / "ragas-stream.json"
METRICS_PORT = 9464
# Labels Prometheus adds to every scraped series.
TARGET_LABELS = {"job", "instance"}


def load_yaml(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def run_promtool(*args: str) -> str:
    result = subprocess.run(
        [require_tool("promtool", "prometheus"), *args],
        cwd=PROMETHEUS,
        capture_output=True,
        text=True,
        timeout=60,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    return output


# --- promtool ---------------------------------------------------------------------------------


def test_alert_rules_pass_promtool_check_rules() -> None:
    output = run_promtool("check", "rules", "alerts.yml")
    assert "SUCCESS" in output


def test_alert_rule_unit_tests_pass_promtool_test_rules() -> None:
    output = run_promtool("test", "rules", "alerts.test.yml")
    assert "SUCCESS" in output


def test_scrape_config_passes_promtool_check_config() -> None:
    output = run_promtool("check", "config", "prometheus.yml")
    assert "SUCCESS" in output


def test_every_alert_has_a_unit_test_a_severity_and_a_summary() -> None:
    rules = [r for g in load_yaml(PROMETHEUS / "alerts.yml")["groups"] for r in g["rules"]]
    alerts = {r["alert"] for r in rules}
    tested = {
        case["alertname"]
        for test in load_yaml(PROMETHEUS / "alerts.test.yml")["tests"]
        for case in test.get("alert_rule_test", [])
        if case.get("exp_alerts")  # a test that only expects silence proves nothing alone
    }
    assert alerts == tested
    assert {
        "RagasStreamRelevanceDrop",
        "RagasStreamFaithfulnessBelowSLO",
        "RagasStreamJudgeErrorRate",
        "RagasStreamStalled",
        "RagasStreamLagging",
        "RagasStreamSustainedDrops",
    } <= alerts
    for rule in rules:
        assert rule["labels"]["severity"] in {"warning", "critical"}, rule["alert"]
        assert rule["annotations"]["summary"], rule["alert"]


# --- the series the sidecar emits -------------------------------------------------------------


@functools.cache
def emitted_series() -> dict[str, set[str]]:
    """Sample name → label names, for every series the exporter and self-metrics produce, plus
    Prometheus's own per-target ``up``."""
    registry = CollectorRegistry()
    selfmetrics = SelfMetrics(registry)
    for value in vars(selfmetrics).values():  # give every labelled series one child
        if isinstance(value, MetricWrapperBase):
            names = value._labelnames
            child = value.labels(*(["x"] * len(names))) if names else value
            for method in ("inc", "observe", "set"):
                if hasattr(child, method):
                    getattr(child, method)(1)
                    break

    class Clock:
        now = 0.0

        def time(self) -> float:
            return self.now

        def monotonic(self) -> float:
            return self.now

    clock = Clock()
    aggregator = Aggregator(
        clock=clock,
        labels=LabelLimiter(["route"], max_values=1),
        drift=DriftConfig(min_baseline=10, threshold=2.0),
    )
    exporter = PrometheusExporter(
        registry, labels=aggregator.labels, aggregator=aggregator, record_overflow=False
    )
    for i in range(30):
        clock.now += 1.0
        value = 0.9 if i < 20 else 0.1
        interaction = Interaction(
            f"i{i}", "q", "a", labels={"route": f"r{i % 3}"}, traceparent=None
        )
        e = Evaluation(interaction, (MetricResult.ok("faithfulness", value),), 0.0, 1.0)
        aggregator.observe(e)
        anyio.run(exporter.export, e)
    series: dict[str, set[str]] = {"up": set()}
    for family in registry.collect():
        for sample in family.samples:
            series.setdefault(sample.name, set()).update(sample.labels)
    return series


METRIC_NAME = re.compile(r"\b(ragas_stream_[a-z0-9_]+|up)\b(?=\s*[{\[)\s,]|$)")
SELECTOR = re.compile(r"\b(ragas_stream_[a-z0-9_]+|up)\s*\{([^}]*)\}")
MATCHER = re.compile(r"([a-zA-Z_][a-zA-Z0-9_]*)\s*(?:=~|!~|!=|=)")
GROUPING = re.compile(r"\b(?:by|without|on|ignoring)\s*\(([^)]*)\)")


def check_expression(expr: str, where: str) -> set[str]:
    """Every metric an expression names exists, with the labels it matches on; return them."""
    series = emitted_series()
    names = set(METRIC_NAME.findall(expr))
    assert names, f"{where}: names no ragas_stream series: {expr}"
    for name in names:
        assert name in series, f"{where}: {name} is not emitted"
    known = set().union(*(series[n] for n in names)) | TARGET_LABELS
    for name, matchers in SELECTOR.findall(expr):
        for label in MATCHER.findall(matchers):
            assert label in series[name] | TARGET_LABELS, f"{where}: {name} has no {label!r}"
    for group in GROUPING.findall(expr):
        for label in filter(None, (part.strip() for part in group.split(","))):
            assert label in known, f"{where}: grouping by unknown label {label!r}"
    return names


def dashboard_expressions() -> list[tuple[str, str]]:
    dashboard = json.loads(DASHBOARD.read_text(encoding="utf-8"))
    found = []
    for panel in dashboard["panels"]:
        for target in panel.get("targets", []):
            found.append((f"panel {panel['title']!r}", target["expr"]))
    for variable in dashboard["templating"]["list"]:
        if variable["type"] == "query":
            found.append((f"variable {variable['name']}", variable["query"]["query"]))
    return found


def test_every_dashboard_query_names_only_series_the_sidecar_emits() -> None:
    used: set[str] = set()
    for where, expr in dashboard_expressions():
        used |= check_expression(expr, where)
    # the dashboard shows every self-metric of the pipeline and every exporter series
    families = {
        re.sub(r"_(bucket|count|sum|total|created)$", "", name)
        for name in emitted_series()
        if name != "up"
    }
    shown = {re.sub(r"_(bucket|count|sum|total|created)$", "", name) for name in used}
    assert families - shown == set()


def test_every_alert_names_only_series_the_sidecar_emits() -> None:
    for group in load_yaml(PROMETHEUS / "alerts.yml")["groups"]:
        for rule in group["rules"]:
            check_expression(rule["expr"], f"alert {rule['alert']}")


def test_the_name_check_catches_a_misspelt_series_or_label() -> None:
    with pytest.raises(AssertionError, match="not emitted"):
        check_expression("rate(ragas_stream_interactions_scored_total[5m])", "probe")
    with pytest.raises(AssertionError, match="has no 'status'"):
        check_expression('ragas_stream_score_ratio_count{status="ok"}', "probe")
    with pytest.raises(AssertionError, match="unknown label 'endpoint'"):
        check_expression("sum by (endpoint) (ragas_stream_score_ratio_count)", "probe")


def test_the_dashboard_is_well_formed_and_covers_what_operators_look_for() -> None:
    dashboard = json.loads(DASHBOARD.read_text(encoding="utf-8"))
    assert dashboard["uid"] == "ragas-stream"
    panels = dashboard["panels"]
    ids = [p["id"] for p in panels]
    assert len(ids) == len(set(ids))
    for panel in panels:
        grid = panel["gridPos"]
        assert grid["x"] >= 0 and grid["x"] + grid["w"] <= 24, panel["title"]
        if panel["type"] != "row":
            assert panel["datasource"]["uid"] == "${datasource}", panel["title"]
            assert panel.get("description"), panel["title"]
    titles = " | ".join(p["title"].lower() for p in panels)
    for topic in (
        "faithfulness",
        "answer relevance",
        "by label",
        "sample rate",
        "scored per second",
        "outcomes",
        "judge latency",
        "errors and 429s",
        "limiter wait",
        "export lag",
        "drops",
        "drift",
    ):
        assert topic in titles, topic
    band = next(p for p in panels if p["title"].startswith("Faithfulness (all"))
    exprs = " ".join(t["expr"] for t in band["targets"])
    assert "ci_lower_ratio" in exprs and "ci_upper_ratio" in exprs
    fills = [
        prop
        for override in band["fieldConfig"]["overrides"]
        for prop in override["properties"]
        if prop["id"] == "custom.fillBelowTo"
    ]
    assert fills, "the confidence band is drawn between the interval bounds"
    windows = next(v for v in dashboard["templating"]["list"] if v["name"] == "window")
    assert windows["current"]["value"] == "5m"


def test_grafana_provisioning_points_at_the_dashboard_and_linked_data_sources() -> None:
    sources = load_yaml(DEPLOY / "grafana/provisioning/datasources/datasources.yaml")
    by_uid = {s["uid"]: s for s in sources["datasources"]}
    assert by_uid["prometheus"]["type"] == "prometheus"
    destinations = by_uid["prometheus"]["jsonData"]["exemplarTraceIdDestinations"]
    assert destinations[0]["name"] == "trace_id"  # the exemplar label the exporter writes
    assert destinations[0]["datasourceUid"] in by_uid
    compose = load_yaml(DEPLOY / "compose.yaml")
    for source in sources["datasources"]:
        host = urlparse(source["url"]).hostname
        assert host in compose["services"], source["name"]
    providers = load_yaml(DEPLOY / "grafana/provisioning/dashboards/dashboards.yaml")
    path = providers["providers"][0]["options"]["path"]
    grafana = compose["services"]["grafana"]
    mounts = dict(_bind(v) for v in grafana["volumes"])
    assert mounts[path] == DASHBOARD.parent
    assert mounts["/etc/grafana/provisioning"] == DEPLOY / "grafana" / "provisioning"
    home = grafana["environment"]["GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH"]
    assert home == f"{path}/{DASHBOARD.name}"


# --- compose ----------------------------------------------------------------------------------


def _bind(volume: str) -> tuple[str, Path]:
    """``./src:/target[:ro]`` → (target, absolute source)."""
    source, target = volume.split(":")[:2]
    return target, (DEPLOY / source).resolve()


def _named(volume: str) -> tuple[str, str]:
    name, target = volume.split(":")[:2]
    return target, name


def test_compose_services_agree_on_ports_paths_and_volumes() -> None:
    compose = load_yaml(DEPLOY / "compose.yaml")
    services = compose["services"]
    assert {
        "demo-stream", "sidecar", "prometheus", "grafana", "otel-collector", "jaeger"
    } <= set(services)  # fmt: skip
    for name, service in services.items():
        image = service["image"]
        assert ":" in image and not image.endswith(":latest"), f"{name}: pin the image"
        for volume in service.get("volumes", []):
            if volume.startswith("."):
                assert _bind(volume)[1].exists(), f"{name}: {volume} does not exist"
            else:
                assert _named(volume)[1] in compose["volumes"], f"{name}: {volume} undeclared"

    sidecar = services["sidecar"]
    assert sidecar["build"]["dockerfile"] == "deploy/Dockerfile"
    assert (DEPLOY / sidecar["build"]["context"]).resolve() == REPO
    assert sidecar["command"][:2] == ["run", "--config"]
    config_path = sidecar["command"][2]
    binds = dict(_bind(v) for v in sidecar["volumes"] if v.startswith("."))
    assert binds[config_path] == DEPLOY / "config" / "ragas-stream.yaml"
    assert f"{METRICS_PORT}:{METRICS_PORT}" in sidecar["ports"]

    # the demo stream writes the file the sidecar's config tails, on the same volume
    config = load_config(binds[config_path])
    tailed = Path(config.source.spec.removeprefix("tail:"))
    demo = services["demo-stream"]
    out = Path(demo["command"][demo["command"].index("--out") + 1])
    assert out == tailed
    demo_volumes = dict(_named(v) for v in demo["volumes"] if not v.startswith("."))
    sidecar_volumes = dict(_named(v) for v in sidecar["volumes"] if not v.startswith("."))
    assert demo_volumes[str(tailed.parent)] == sidecar_volumes[str(tailed.parent)]
    assert any(v.endswith(f"{tailed.parent}:ro") for v in sidecar["volumes"])
    assert sidecar_volumes[config.source.state_dir]  # checkpoints survive a restart
    script = demo["entrypoint"][-1]
    assert dict(_bind(v) for v in demo["volumes"] if v.startswith("."))[script].exists()

    # Prometheus scrapes the sidecar on the port it serves, with the rules it is given
    assert config.server.port == METRICS_PORT
    prometheus = services["prometheus"]
    prom_binds = dict(_bind(v) for v in prometheus["volumes"])
    config_flag = next(a for a in prometheus["command"] if a.startswith("--config.file="))
    prom_config_path = config_flag.split("=", 1)[1]
    prom_config = load_yaml(prom_binds[prom_config_path])
    (job,) = prom_config["scrape_configs"]
    assert job["job_name"] == "ragas-stream"  # the alert rules select on it
    assert job["static_configs"][0]["targets"] == [f"sidecar:{METRICS_PORT}"]
    for rule_file in prom_config["rule_files"]:
        assert str(Path(prom_config_path).parent / rule_file) in prom_binds
    assert "--enable-feature=exemplar-storage" in prometheus["command"]

    # spans go to the Collector's OTLP/HTTP receiver, and from there to Jaeger
    endpoint = urlparse(sidecar["environment"]["OTEL_EXPORTER_OTLP_ENDPOINT"])
    assert endpoint.hostname == "otel-collector"
    collector = services["otel-collector"]
    collector_binds = dict(_bind(v) for v in collector["volumes"])
    collector_config_path = collector["command"][0].split("=", 1)[1]
    collector_config = load_yaml(collector_binds[collector_config_path])
    http = collector_config["receivers"]["otlp"]["protocols"]["http"]["endpoint"]
    assert http.rsplit(":", 1)[1] == str(endpoint.port) == "4318"
    jaeger_host = collector_config["exporters"]["otlp/jaeger"]["endpoint"].split(":")[0]
    assert jaeger_host in services
    assert services["jaeger"]["environment"]["COLLECTOR_OTLP_ENABLED"] == "true"


def test_collector_pipelines_only_use_defined_components() -> None:
    config = load_yaml(DEPLOY / "otel-collector.yaml")
    service = config["service"]
    for extension in service.get("extensions", []):
        assert extension in config["extensions"]
    traces = service["pipelines"]["traces"]
    for kind in ("receivers", "processors", "exporters"):
        assert traces[kind], kind
        for component in traces[kind]:
            assert component in config[kind], f"{kind}: {component}"


def test_the_demo_stream_writes_interactions_the_sidecar_accepts(tmp_path: Path) -> None:
    out = tmp_path / "rag" / "interactions.jsonl"
    script = DEPLOY / "demo" / "stream.py"
    result = subprocess.run(
        [sys.executable, str(script), "--out", str(out), "--rate", "1000", "--count", "5"],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert result.returncode == 0, result.stderr
    decoded = [decode_interaction(line) for line in out.read_bytes().splitlines()]
    assert len(decoded) == 5
    for item in decoded:
        assert not isinstance(item, Reject), item
        assert item.trace_id is not None and item.contexts
    assert len({item.id for item in decoded if isinstance(item, Interaction)}) == 5


# --- the image and Kubernetes ------------------------------------------------------------------


def test_the_dockerfile_runs_non_root_with_a_health_check_on_the_metrics_port() -> None:
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    final = text.rsplit("\nFROM ", 1)[1]  # the runtime stage
    users = re.findall(r"^USER\s+(\S+)", final, re.MULTILINE)
    assert users and users[-1].split(":")[0] not in {"root", "0"}
    assert f"EXPOSE {METRICS_PORT}" in final
    health = re.search(r"^HEALTHCHECK .*?(?=^\S)", final, re.MULTILINE | re.DOTALL)
    assert health is not None and f"127.0.0.1:{METRICS_PORT}/healthz" in health.group(0)
    assert re.search(r'^ENTRYPOINT \["ragas-stream"\]', final, re.MULTILINE)
    cmd = json.loads(re.search(r"^CMD (\[.*\])$", final, re.MULTILINE).group(1))  # type: ignore[union-attr]
    assert cmd[:2] == ["run", "--config"]
    baked = re.search(r"^COPY (deploy/\S+) " + re.escape(cmd[2]) + "$", final, re.MULTILINE)
    assert baked is not None
    load_config(REPO / baked.group(1))  # the baked-in config is valid
    for source in re.findall(r"^COPY (?!--from)(.+?) \S+$", text, re.MULTILINE):
        for part in source.split():
            assert (REPO / part).exists(), f"COPY source {part} is missing"


def test_the_image_installs_the_extras_asked_for_at_build_time() -> None:
    """``--build-arg EXTRAS=embeddings`` builds and installs the wheel with that extra in
    both stages; without it, the plain package. The pip arguments are expanded by the same
    POSIX shell a ``RUN`` line uses."""
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    stages = text.split("\nFROM ")[1:]
    assert len(stages) == 2 and all(re.search(r"^ARG EXTRAS$", s, re.MULTILINE) for s in stages)
    declared = re.search(r'^ARG EXTRAS="(.*)"$', text.split("\nFROM ")[0], re.MULTILINE)
    assert declared is not None and declared.group(1) == ""
    built = re.search(r"^RUN pip wheel .*?(\S+)$", stages[0], re.MULTILINE)
    installed = re.search(r"^RUN pip install .*--find-links /wheels (\S+)", stages[1], re.MULTILINE)
    assert built is not None and installed is not None

    def expand(word: str, extras: str) -> str:
        done = subprocess.run(
            ["sh", "-c", f"printf %s {word}"],
            env={**os.environ, "EXTRAS": extras},
            capture_output=True,
            text=True,
            check=True,
        )
        return done.stdout

    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "embeddings" in project["optional-dependencies"]
    assert expand(built.group(1), "") == "."
    assert expand(installed.group(1), "") == project["name"]
    assert expand(built.group(1), "embeddings") == ".[embeddings]"
    assert expand(installed.group(1), "embeddings") == f"{project['name']}[embeddings]"


def test_the_kubernetes_sidecar_shares_the_log_volume_and_probes_health(tmp_path: Path) -> None:
    documents = list(yaml.safe_load_all((DEPLOY / "k8s" / "sidecar.yaml").read_text()))
    by_kind = {d["kind"]: d for d in documents}
    assert set(by_kind) == {"ConfigMap", "Deployment", "Service"}
    pod = by_kind["Deployment"]["spec"]["template"]["spec"]
    assert pod["securityContext"]["runAsNonRoot"] is True
    containers = {c["name"]: c for c in pod["containers"]}
    app, sidecar = containers["rag-service"], containers["ragas-stream"]
    volumes = {v["name"]: v for v in pod["volumes"]}

    # the config the sidecar is started with is the ConfigMap's, and it is valid
    args = sidecar["args"]
    assert args[:2] == ["run", "--config"]
    config_mount = next(m for m in sidecar["volumeMounts"] if args[2].startswith(m["mountPath"]))
    assert (
        volumes[config_mount["name"]]["configMap"]["name"]
        == (by_kind["ConfigMap"]["metadata"]["name"])
    )
    key = Path(args[2]).name
    config_file = tmp_path / "config.yaml"
    config_file.write_text(by_kind["ConfigMap"]["data"][key], encoding="utf-8")
    config = load_config(config_file)

    # both containers mount the log volume where the config tails it; the sidecar read-only
    log_dir = str(Path(config.source.spec.removeprefix("tail:")).parent)
    app_mount = next(m for m in app["volumeMounts"] if m["mountPath"] == log_dir)
    side_mount = next(m for m in sidecar["volumeMounts"] if m["mountPath"] == log_dir)
    assert app_mount["name"] == side_mount["name"]
    assert side_mount.get("readOnly") is True
    assert "emptyDir" in volumes[side_mount["name"]]
    assert any(m["mountPath"] == config.source.state_dir for m in sidecar["volumeMounts"])

    (port,) = sidecar["ports"]
    assert port["containerPort"] == config.server.port == METRICS_PORT
    assert sidecar["livenessProbe"]["httpGet"] == {"path": "/healthz", "port": port["name"]}
    assert sidecar["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": port["name"]}
    security = sidecar["securityContext"]
    assert security["runAsUser"] != 0 and security["allowPrivilegeEscalation"] is False
    assert security["readOnlyRootFilesystem"] is True

    service = by_kind["Service"]
    assert service["spec"]["selector"] == by_kind["Deployment"]["spec"]["selector"]["matchLabels"]
    (service_port,) = service["spec"]["ports"]
    assert service_port["port"] == METRICS_PORT and service_port["targetPort"] == port["name"]
    assert service["metadata"]["annotations"]["prometheus.io/port"] == str(METRICS_PORT)
    key_ref = next(e for e in sidecar["env"] if e["name"] == "OPENAI_API_KEY")
    assert "valueFrom" in key_ref and "value" not in key_ref  # the key comes from a Secret


def test_the_readme_documents_every_deploy_file() -> None:
    readme = (DEPLOY / "README.md").read_text(encoding="utf-8")
    files = [
        p.relative_to(DEPLOY).as_posix()
        for p in DEPLOY.rglob("*")
        if p.is_file() and p.name != "README.md" and "__pycache__" not in p.parts
    ]
    assert files
    for name in files:
        assert f"`{name}`" in readme, f"deploy/README.md does not mention {name}"
