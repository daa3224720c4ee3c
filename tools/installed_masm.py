"""The interpreter the benchmarks run `masm` with: masm as a user has it, or this process's interpreter.

A user runs masm installed from its wheel, in an environment of its own (`pip install masm` in a venv).  A
development checkout runs otherwise: an editable install loads an import hook at every interpreter start, and
whatever else the machine's site directory holds runs too (here a sandbox `.pth` that imports certifi).  The
benchmarks time masm as a user's install runs it (measured on this machine, the two ways come out within noise of
each other: masm imports most of what those hooks import).

`masm_python("wheel")` (the benchmarks' default) builds the checkout's wheel once per content of its sources and
installs it, without its dependencies, into a venv of its own under the user's cache directory (`masm_command` is
its `masm` console script); the venv reads the dependencies from this interpreter's site directories through a path
file, which adds the directories to the module path without running the `.pth` files in them.
`masm_python("current")` is this interpreter, masm imported from the checkout.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MODES = ("wheel", "current")


def sources_digest(root: str = ROOT) -> str:
    """A digest of what the wheel is made of: every file of the package and pyproject.toml (path and content)."""
    h = hashlib.sha256()
    paths = [os.path.join(root, "pyproject.toml")]
    for top, dirs, files in os.walk(os.path.join(root, "masm")):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        paths += [os.path.join(top, f) for f in sorted(files) if not f.endswith((".pyc", ".pyo"))]
    for path in paths:
        h.update(os.path.relpath(path, root).encode() + b"\0")
        with open(path, "rb") as f:
            h.update(f.read())
        h.update(b"\0")
    return h.hexdigest()[:16]


def _cache_dir() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "masm-bench")


def _venv_python(venv: str) -> str:
    return os.path.join(venv, "Scripts" if os.name == "nt" else "bin", "python")


def _run(args: list[str], **kw) -> None:
    p = subprocess.run(args, capture_output=True, text=True, **kw)
    if p.returncode:
        raise RuntimeError(f"{' '.join(args[:4])} ... failed:\n{p.stdout[-1500:]}{p.stderr[-1500:]}")


def _script(python: str) -> str:
    """The venv's `masm` console script, beside its python."""
    return os.path.join(os.path.dirname(python), "masm.exe" if os.name == "nt" else "masm")


def wheel_python(root: str = ROOT) -> str:
    """The python of a venv where the wheel of `root`'s present sources is installed (made on first use, kept)."""
    cache = _cache_dir()
    digest = sources_digest(root)
    venv = os.path.join(cache, "venv-" + digest)
    python = _venv_python(venv)
    if os.path.exists(os.path.join(venv, "installed")) and os.path.exists(_script(python)):
        return python
    os.makedirs(cache, exist_ok=True)
    # (one venv per content of the sources: the oldest are removed, a few kept for trees benchmarked side by side)
    made = sorted((os.path.getmtime(os.path.join(cache, d)), d) for d in os.listdir(cache) if d.startswith("venv-"))
    for _, old in made[:-3]:
        shutil.rmtree(os.path.join(cache, old), ignore_errors=True)
    with tempfile.TemporaryDirectory(prefix="masm-bench-") as tmp:
        # (from a copy of the sources: building in the checkout would leave a build/ folder in it)
        src = os.path.join(tmp, "src")
        shutil.copytree(root, src, ignore=shutil.ignore_patterns("__pycache__", ".git", "tests", "samples",
                                                                 "build", "*.egg-info"))
        try:        # (as .ci/run builds it; without network, from the build tools this interpreter has)
            _run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", os.path.join(tmp, "dist"), src])
        except RuntimeError:
            _run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w",
                  os.path.join(tmp, "dist"), src])
        wheel = [f for f in os.listdir(os.path.join(tmp, "dist")) if f.endswith(".whl")][0]
        _run([sys.executable, "-m", "venv", venv])
        site = subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                              capture_output=True, text=True, check=True).stdout.strip()
        # (by the venv's own pip: its `masm` console script runs the venv's python, as a user's does)
        _run([python, "-m", "pip", "install", "-q", "--no-deps", "--no-index", "--no-compile",
              os.path.join(tmp, "dist", wheel)])
    # the dependencies: this interpreter's site directories as plain path lines (their .pth files are not run)
    dirs = list(dict.fromkeys(sysconfig.get_paths()[k] for k in ("purelib", "platlib")))
    with open(os.path.join(site, "_masm_bench_dependencies.pth"), "w") as f:
        f.write("".join(d + "\n" for d in dirs))
    check = subprocess.run([python, "-c", "import masm; print(masm.__file__)"], capture_output=True, text=True,
                           cwd=masm_cwd("wheel"))
    if check.returncode or not os.path.realpath(check.stdout.strip()).startswith(os.path.realpath(venv)):
        raise RuntimeError(f"the bench venv imports masm from {check.stdout.strip() or check.stderr[-500:]}")
    with open(os.path.join(venv, "installed"), "w") as f:
        f.write(digest + "\n")
    return python


def masm_python(mode: str) -> str:
    """The interpreter that runs masm for the benchmarks (`MODES`)."""
    return wheel_python() if mode == "wheel" else sys.executable


def masm_command(mode: str) -> list[str]:
    """The `masm` command: the venv's console script, as a user runs it, or `python -m masm.cli` on the checkout."""
    if mode != "wheel":
        return [sys.executable, "-m", "masm.cli"]
    return [_script(wheel_python())]


def masm_cwd(mode: str) -> str:
    """Where masm runs: for the wheel, an empty folder of its own (`-m` and `-c` put the working folder first on the
    module path: in the checkout the checkout's masm would be imported, in /tmp any stray `nt.py` would shadow a
    standard module)."""
    if mode != "wheel":
        return ROOT
    empty = os.path.join(_cache_dir(), "cwd")
    os.makedirs(empty, exist_ok=True)
    for name in os.listdir(empty):
        path = os.path.join(empty, name)
        shutil.rmtree(path) if os.path.isdir(path) else os.remove(path)
    return empty


def masm_env(mode: str) -> dict:
    """The environment masm runs in: the bytecode cache allowed, as an installed tool runs; the wheel's without
    PYTHONPATH (which could put a checkout first)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if mode == "wheel":
        env.pop("PYTHONPATH", None)
    return env


def describe(mode: str) -> str:
    return ("masm installed from its wheel in a venv of its own (the machine's site hooks not run; "
            "--python current: this interpreter and the checkout)" if mode == "wheel" else
            f"masm from the checkout, run by {sys.executable} with its site directory's hooks")


if __name__ == "__main__":
    # the python of the wheel venv of a tree (default: this checkout), made if need be:
    # `$(python tools/installed_masm.py [TREE]) -m masm.cli ...` (run it in an empty folder)
    print(wheel_python(os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else ROOT))
