"""The deployment files pass the pinned validators, and the validators are strict enough to
catch a broken file (so a green run means something)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from .support import DOCKERFILE, K8S, ROOT, k8s_manifests, load_yaml, venv_tool

# The oldest Kubernetes release we claim to support, and the validator's newest schema.
K8S_VERSIONS = ["1.29.0", "1.37.0"]
EXPECTED_KINDS = {"Deployment", "Service", "HorizontalPodAutoscaler", "PodDisruptionBudget",
                  "Ingress"}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        args, cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )


def hadolint(dockerfile: Path) -> subprocess.CompletedProcess[str]:
    return run(venv_tool("hadolint"), "--failure-threshold", "warning", str(dockerfile))


def test_hadolint_passes_the_dockerfile() -> None:
    result = hadolint(DOCKERFILE)
    assert result.returncode == 0, result.stdout + result.stderr


def test_hadolint_threshold_fails_on_a_warning(tmp_path: Path) -> None:
    # DL3002 (last USER is root) is a warning: the threshold must turn it into a failure.
    broken = tmp_path / "Dockerfile"
    broken.write_text(DOCKERFILE.read_text(encoding="utf-8") + "USER root\n", encoding="utf-8")
    result = hadolint(broken)
    assert result.returncode != 0
    assert "DL3002" in result.stdout


@pytest.mark.parametrize("version", K8S_VERSIONS)
def test_manifests_pass_strict_kubernetes_validation(version: str) -> None:
    files = [str(p) for p in k8s_manifests()]
    result = run(venv_tool("kubernetes-validate"), "--strict", "-k", version, *files)
    assert result.returncode == 0, result.stdout + result.stderr
    # One "passed" line per object: no manifest was silently skipped.
    assert result.stdout.count("passed") == len(files), result.stdout


def test_strict_validation_rejects_a_misspelt_field(tmp_path: Path) -> None:
    text = (K8S / "deployment.yaml").read_text(encoding="utf-8")
    assert "readinessProbe:" in text
    broken = tmp_path / "deployment.yaml"
    broken.write_text(text.replace("readinessProbe:", "readinesProbe:"), encoding="utf-8")
    result = run(venv_tool("kubernetes-validate"), "--strict", str(broken))
    assert result.returncode != 0
    assert "readinesProbe" in result.stdout + result.stderr


def test_kustomization_lists_every_manifest() -> None:
    kustomization = load_yaml(K8S / "kustomization.yaml")
    assert kustomization["kind"] == "Kustomization"
    listed = kustomization["resources"]
    assert len(listed) == len(set(listed)), "a resource is listed twice"
    assert sorted(listed) == sorted(p.name for p in k8s_manifests())
    kinds = {load_yaml(K8S / name)["kind"] for name in listed}
    assert kinds == EXPECTED_KINDS


def kustomize_command() -> list[str] | None:
    if shutil.which("kubectl"):
        return ["kubectl", "kustomize", str(K8S)]
    if shutil.which("kustomize"):
        return ["kustomize", "build", str(K8S)]
    return None


def test_kustomize_renders_a_valid_base(tmp_path: Path) -> None:
    command = kustomize_command()
    if command is None:
        pytest.skip("neither kubectl nor kustomize is installed; the listing check above ran")
    rendered = run(*command)
    assert rendered.returncode == 0, rendered.stderr
    documents = [doc for doc in yaml.safe_load_all(rendered.stdout) if doc]
    assert {doc["kind"] for doc in documents} == EXPECTED_KINDS
    output = tmp_path / "rendered.yaml"
    output.write_text(rendered.stdout, encoding="utf-8")
    result = run(venv_tool("kubernetes-validate"), "--strict", str(output))
    assert result.returncode == 0, result.stdout + result.stderr


def yamllint(*paths: str) -> subprocess.CompletedProcess[str]:
    return run(venv_tool("yamllint"), "--strict", "-c", str(ROOT / ".yamllint"), *paths)


def test_yamllint_passes_deploy_and_its_config() -> None:
    result = yamllint("deploy", ".yamllint")
    assert result.returncode == 0, result.stdout + result.stderr


def test_yamllint_config_flags_bad_yaml(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("---\nenabled: yes\nkey: value   \n", encoding="utf-8")
    result = yamllint(str(bad))
    assert result.returncode != 0
    assert "truthy" in result.stdout
    assert "trailing-spaces" in result.stdout
