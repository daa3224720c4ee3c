"""The parent side of fuzzing: a worker process with a time limit per input and a capped address space
(tests/fuzz/fuzz_worker.py), the command line in cold processes, a language-server session over stdio, and builds or
runs killed mid-write. Shared by tests/fuzz/ and tools/fuzz_campaign.py."""
from __future__ import annotations

import json
import os
import re
import resource
import select
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKER = ROOT / "tests" / "fuzz" / "fuzz_worker.py"
MEMORY_LIMIT = 1 << 30              # the bound: any input within 1 GiB
TIME_LIMIT = 10.0                   # CPU seconds per input; more is a hang
WALL_FACTOR = 6.0                   # ... and at most this many times that in wall-clock time (a blocked read, a
                                    # machine shared with other jobs)
_MASM_FRAME = re.compile(r'File "[^"]*?/masm/([^"]+)", line \d+,? in (\w+|<\w+>)')


def child_env() -> dict[str, str]:
    """This checkout first on the path, one BLAS thread (its per-thread buffers would eat the address-space cap)."""
    path = os.pathsep.join(p for p in (os.environ.get("MASM_FUZZ_TARGET", ""), str(ROOT),
                                       os.environ.get("PYTHONPATH", "")) if p)
    return {**os.environ, "PYTHONPATH": path, "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1",
            "PYTHONDONTWRITEBYTECODE": "1", "COLUMNS": "100"}


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc); 0 when it cannot be read."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def _limit_memory(limit: int):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        os.setsid()                 # its own process group: a kill takes its children too
    return apply


@dataclass
class Outcome:
    status: str                     # ok | error | crash | hang | baddiag | dataloss
    kind: str = ""                  # exception type or a short tag
    detail: str = ""                # traceback, stderr tail or explanation
    seconds: float = 0.0
    maxrss_kb: int = 0

    @property
    def finding(self) -> bool:
        return self.status in ("crash", "hang", "baddiag", "dataloss")

    def signature(self) -> str:
        """What tells two findings apart: status, exception type and the innermost masm frame (file and function;
        for a hang, where the stack dump taken before the kill found it)."""
        frames = _MASM_FRAME.findall(self.detail)
        if not frames:
            return f"{self.status}:{self.kind}:"
        innermost = frames[0] if "most recent call first" in self.detail else frames[-1]
        return f"{self.status}:{self.kind}:{innermost[0]}:{innermost[1]}"


class Worker:
    """One long-lived child that runs cases; restarted after a hang, a death or `recycle_after` cases."""

    def __init__(self, memory_limit: int = MEMORY_LIMIT, time_limit: float = TIME_LIMIT, recycle_after: int = 0):
        self.memory_limit, self.time_limit, self.recycle_after = memory_limit, time_limit, recycle_after
        self.proc: subprocess.Popen | None = None
        self.served = 0
        self._buffer = b""
        self._stderr = None

    def _start(self) -> None:
        self._stderr = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([sys.executable, str(WORKER), str(self.memory_limit)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self._stderr, env=child_env(),
                                     cwd=tempfile.gettempdir(), start_new_session=True)
        self._buffer = b""
        self.served = 0
        ready = self._read_line(120.0)
        if ready is None or not ready.startswith(b"{"):
            tail = self._stderr_tail()
            self.close()
            raise RuntimeError(f"the fuzz worker did not start: {tail}")

    def _read_line(self, timeout: float) -> bytes | None:
        deadline = time.monotonic() + timeout
        fd = self.proc.stdout.fileno()
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    return b""
                self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return line

    def _stderr_tail(self) -> str:
        if self._stderr is None:
            return ""
        self._stderr.seek(0)
        return self._stderr.read()[-4000:].decode(errors="replace")

    def close(self) -> None:
        if self.proc is not None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            self.proc.wait()
            for stream in (self.proc.stdin, self.proc.stdout):
                try:
                    stream.close()
                except OSError:
                    pass
            self.proc = None
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None

    def run(self, case: dict) -> Outcome:
        if self.proc is None or (self.recycle_after and self.served >= self.recycle_after):
            self.close()
            self._start()
        self.served += 1
        start = time.monotonic()
        try:
            self.proc.stdin.write((json.dumps(case) + "\n").encode())
            self.proc.stdin.flush()
        except BrokenPipeError:
            pass
        cpu_start = _cpu_seconds(self.proc.pid)
        while True:
            line = self._read_line(0.5)
            elapsed = time.monotonic() - start
            if line is not None:
                break
            cpu = _cpu_seconds(self.proc.pid) - cpu_start
            if cpu > self.time_limit or elapsed > self.time_limit * WALL_FACTOR:
                break
        if line is None:
            try:
                os.kill(self.proc.pid, signal.SIGUSR1)      # the worker dumps its stack (faulthandler)
                time.sleep(0.5)
            except ProcessLookupError:
                pass
            stack = self._stderr_tail()
            self.close()
            return Outcome("hang", "timeout", f"no answer within {self.time_limit:g} CPU seconds "
                           f"({elapsed:.1f} s)\n{stack}", elapsed)
        if not line:
            code = self.proc.wait()
            tail = self._stderr_tail()
            self.close()
            kind = f"signal {-code}" if code < 0 else f"exit {code}"
            return Outcome("crash", f"worker died ({kind})", tail, elapsed)
        answer = json.loads(line)
        return Outcome(answer["status"], answer["kind"], answer["detail"], answer["seconds"], answer["maxrss_kb"])

    def __enter__(self) -> "Worker":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


# ------------------------------------------------------------------------------------- the command line, cold

def run_cli_cold(args: list[str], cwd: str, stdin: str = "", time_limit: float = TIME_LIMIT,
                 memory_limit: int = MEMORY_LIMIT) -> Outcome:
    """`python -m masm.cli ARGS` in its own process: exit status 0, 1 or 2 and no traceback, within the limits."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as given, tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        given.write(stdin.encode())
        given.seek(0)
        proc = subprocess.Popen([sys.executable, "-m", "masm.cli", *args], cwd=cwd, env=child_env(),
                                stdin=given, stdout=out, stderr=err, preexec_fn=_limit_memory(memory_limit))
        while proc.poll() is None:
            time.sleep(0.05)
            if (_cpu_seconds(proc.pid) > time_limit or time.monotonic() - start > time_limit * WALL_FACTOR) \
                    and proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
                return Outcome("hang", "timeout", f"masm {args!r} ran longer than {time_limit:g} CPU seconds",
                               time.monotonic() - start)
        err.seek(0)
        text = err.read().decode(errors="replace")
    elapsed = time.monotonic() - start
    if "Traceback (most recent call last)" in text or "MemoryError" in text:
        kind = text.strip().rsplit("\n", 1)[-1].split(":", 1)[0][:80]
        return Outcome("crash", kind, text[-6000:], elapsed)
    if proc.returncode not in (0, 1, 2):
        return Outcome("crash", f"exit status {proc.returncode}", text[-3000:], elapsed)
    return Outcome("ok" if proc.returncode == 0 else "error", "", "", elapsed)


# -------------------------------------------------------------------------------- the language server over stdio

@dataclass
class LspSession:
    """A `masm lsp` process fed raw JSON-RPC; collects what it sends back."""
    proc: subprocess.Popen
    stderr: object = None            # the temporary file the server's stderr goes to
    received: list[dict] = field(default_factory=list)
    _buffer: bytes = b""

    @classmethod
    def start(cls, memory_limit: int = MEMORY_LIMIT) -> "LspSession":
        stderr = tempfile.TemporaryFile()
        proc = subprocess.Popen([sys.executable, "-m", "masm.cli", "lsp"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=stderr, env=child_env(),
                                cwd=tempfile.gettempdir(), preexec_fn=_limit_memory(memory_limit))
        return cls(proc, stderr)

    def send_raw(self, data: bytes, timeout: float = 30.0) -> bool:
        """Write while reading what the server sends (a server blocked on a full output pipe stops reading); False
        when the server is gone or does not take the bytes within `timeout`."""
        out_fd, in_fd = self.proc.stdout.fileno(), self.proc.stdin.fileno()
        os.set_blocking(in_fd, False)
        deadline = time.monotonic() + timeout
        view = memoryview(data)
        while view:
            left = deadline - time.monotonic()
            if left <= 0 or self.proc.poll() is not None:
                return False
            readable, writable, _ = select.select([out_fd], [in_fd], [], min(left, 0.5))
            if readable:
                chunk = os.read(out_fd, 1 << 16)
                if chunk:
                    self._buffer += chunk
                    self._parse()
            if writable:
                try:
                    view = view[os.write(in_fd, view[:1 << 16]):]
                except BlockingIOError:
                    continue
                except OSError:
                    return False
        return True

    def send(self, message: dict, timeout: float = 30.0) -> bool:
        body = json.dumps(message).encode()
        return self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body, timeout)

    def pump(self, timeout: float) -> None:
        """Read what the server sends for up to `timeout` seconds (returns early when it has been quiet a while)."""
        fd = self.proc.stdout.fileno()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready, _, _ = select.select([fd], [], [], min(0.05, max(0.0, deadline - time.monotonic())))
            if not ready:
                continue
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return
            self._buffer += chunk
            self._parse()

    def wait_for(self, request_id, timeout: float) -> dict | None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for message in self.received:
                if message.get("id") == request_id and ("result" in message or "error" in message):
                    return message
            if self.proc.poll() is not None:
                self.pump(0.2)
                return next((m for m in self.received if m.get("id") == request_id), None)
            self.pump(min(0.2, deadline - time.monotonic()))
        return None

    def _parse(self) -> None:
        while True:
            head, sep, rest = self._buffer.partition(b"\r\n\r\n")
            if not sep:
                return
            length = next((int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                           if line.lower().startswith(b"content-length:")), None)
            if length is None or len(rest) < length:
                return
            self.received.append(json.loads(rest[:length]))
            self._buffer = rest[length:]

    def stderr_text(self) -> str:
        self.stderr.seek(0)
        return self.stderr.read()[-6000:].decode(errors="replace")

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout, self.stderr):
            try:
                stream.close()
            except OSError:
                pass


def lsp_problems(session: LspSession) -> list[str]:
    """Internal errors the server answered or announced (pygls' "Error in server" pop-ups) and tracebacks it logged."""
    problems = []
    for message in session.received:
        error = message.get("error")
        if error and error.get("code") == -32603:
            problems.append(f"internal error answered: {error.get('message', '')[:300]}")
        if message.get("method") == "window/showMessage" and message.get("params", {}).get("type") == 1:
            problems.append(f"error shown to the user: {message['params'].get('message', '')[:300]}")
    text = session.stderr_text()
    if "Traceback (most recent call last)" in text:
        problems.append("traceback logged:\n" + text[-3000:])
    return problems


def run_lsp_session(messages: list[dict | bytes], time_limit: float = 30.0,
                    memory_limit: int = MEMORY_LIMIT) -> Outcome:
    """Initialize, send `messages` (dicts as framed JSON-RPC, bytes as they are), then ask for `shutdown`: the server
    must answer it within `time_limit`, exit on `exit`, and never report an internal error."""
    start = time.monotonic()
    session = LspSession.start(memory_limit)
    try:
        session.send({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                       "params": {"processId": None, "rootUri": None, "capabilities": {},
                                  "initializationOptions": {"arch": "gfx900", "debounceMs": 0}}})
        if session.wait_for(0, 60.0) is None:
            return Outcome("hang", "no answer to initialize", session.stderr_text(), time.monotonic() - start)
        session.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        for message in messages:
            sent = session.send(message) if isinstance(message, dict) else session.send_raw(message)
            if not sent:
                if session.proc.poll() is not None:
                    break
                return Outcome("hang", "server stopped reading", f"for {time_limit:g} s\n" + session.stderr_text(),
                               time.monotonic() - start)
            session.pump(0.01)
        session.send({"jsonrpc": "2.0", "id": "fuzz-shutdown", "method": "shutdown", "params": None})
        answer = session.wait_for("fuzz-shutdown", time_limit)
        elapsed = time.monotonic() - start
        if session.proc.poll() is not None:
            return Outcome("crash", f"server ended (status {session.proc.returncode})", session.stderr_text(), elapsed)
        if answer is None:
            return Outcome("hang", "no answer to shutdown", f"within {time_limit:g} s\n" + session.stderr_text(),
                           elapsed)
        session.send({"jsonrpc": "2.0", "method": "exit"})
        try:
            session.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            return Outcome("hang", "no exit after exit", "", time.monotonic() - start)
        problems = lsp_problems(session)
        if problems:
            return Outcome("crash", "lsp internal error", "\n".join(problems), elapsed)
        return Outcome("ok", "", "", elapsed)
    finally:
        session.close()


# ---------------------------------------------------------------------------------------- nothing lost when killed

def kill_during(args: list[str], cwd: str, delay: float, time_limit: float = 60.0) -> int | None:
    """Run `python -m masm.cli ARGS`, SIGKILL it after `delay` seconds; its exit status if it ended first."""
    proc = subprocess.Popen([sys.executable, "-m", "masm.cli", *args], cwd=cwd, env=child_env(),
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            preexec_fn=_limit_memory(MEMORY_LIMIT))
    try:
        return proc.wait(timeout=delay)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        return None
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=time_limit)


DATALOSS_SOURCE = ROOT / "samples" / "daxpy" / "daxpy_2.masm"


def _kill_delays(rng, full: float, count: int) -> list[float]:
    """Kill times spread over a run, most of them late (the writes happen at the end)."""
    return [full * (rng.random() if rng.random() < 0.3 else 0.6 + 0.5 * rng.random()) for _ in range(count)]


def dataloss_build(rng, kills: int = 3) -> Outcome:
    """`masm build` killed at random moments: the output is the old file or the complete new one, never a partial or
    empty file; the next build leaves no temporary files; `-o` naming the input does not destroy the source."""
    import shutil
    with tempfile.TemporaryDirectory(prefix="masm-fuzz-dl-") as folder:
        for name in ("daxpy_2.masm", "daxpy_common.inc"):
            shutil.copy(DATALOSS_SOURCE.parent / name, folder)
        fmt = rng.choice(("hsaco", "raw", "listing", "asm"))
        out = os.path.join(folder, "out.bin")
        args = ["build", "daxpy_2.masm", "-o", "out.bin", "--format", fmt, "--quiet"]
        start = time.monotonic()
        if kill_during(args, folder, 120.0) != 0:
            return Outcome("error", "reference build failed")
        full = time.monotonic() - start
        new = Path(out).read_bytes()
        for delay in _kill_delays(rng, full, kills):
            old = os.urandom(64)
            Path(out).write_bytes(old)
            kill_during(args, folder, delay)
            got = Path(out).read_bytes()
            if got not in (old, new):
                return Outcome("dataloss", "partial build output",
                               f"killed after {delay:.2f} s ({fmt}): {len(got)} bytes, neither old ({len(old)}) "
                               f"nor new ({len(new)})")
        if kill_during(args, folder, 120.0) != 0:
            return Outcome("error", "rebuild failed")
        stale = sorted(p.name for p in Path(folder).iterdir() if p.name.endswith(".tmp"))
        if stale:
            return Outcome("dataloss", "temporary files left", f"after a complete build: {stale}")
        source = Path(folder, "daxpy_2.masm").read_bytes()
        kill_during(["build", "daxpy_2.masm", "-o", "daxpy_2.masm", "--quiet"], folder, 120.0)
        if Path(folder, "daxpy_2.masm").read_bytes() != source:
            return Outcome("dataloss", "output over the input", "`masm build k.masm -o k.masm` replaced the source")
        return Outcome("ok", "", "", time.monotonic() - start)


def dataloss_run(rng, kills: int = 3) -> Outcome:
    """`masm run` killed at random moments: each `.npy` argument is the old array or the complete new one."""
    import shutil

    import numpy as np
    with tempfile.TemporaryDirectory(prefix="masm-fuzz-dl-") as folder:
        for name in ("daxpy_2.masm", "daxpy_common.inc"):
            shutil.copy(DATALOSS_SOURCE.parent / name, folder)
        n = 4096
        x, y = np.arange(n, dtype=np.float64), np.ones(n)
        old = np.full(n, -1.0)
        args = ["run", "daxpy_2.masm", "--grid", str(n // 64), "--arg", str(n), "--arg", "2.0", "--arg", "x.npy",
                "--arg", "y.npy", "--arg", "z.npy"]

        def reset():
            np.save(os.path.join(folder, "x.npy"), x)
            np.save(os.path.join(folder, "y.npy"), y)
            np.save(os.path.join(folder, "z.npy"), old)
        reset()
        start = time.monotonic()
        if kill_during(args, folder, 300.0) != 0:
            return Outcome("error", "reference run failed")
        full = time.monotonic() - start
        new = np.load(os.path.join(folder, "z.npy"))
        for delay in _kill_delays(rng, full, kills):
            reset()
            kill_during(args, folder, delay)
            for name, before, after in (("x.npy", x, x), ("y.npy", y, y), ("z.npy", old, new)):
                try:
                    got = np.load(os.path.join(folder, name))
                except Exception as e:   # noqa: BLE001 - an unreadable array is the data loss looked for
                    return Outcome("dataloss", "unreadable array", f"{name} after a kill at {delay:.2f} s: {e!r}")
                if not (np.array_equal(got, before) or np.array_equal(got, after)):
                    return Outcome("dataloss", "wrong array", f"{name} after a kill at {delay:.2f} s")
        return Outcome("ok", "", "", time.monotonic() - start)
