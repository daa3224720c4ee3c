"""A raw stdio client for the masm language server: it writes any bytes (broken framing included) and reads what the
server answers, so tests can check that the server survives and keeps answering.  pytest-lsp's client only speaks
valid LSP; this one is for abuse."""
from __future__ import annotations

import itertools
import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def frame(body: bytes | str | dict) -> bytes:
    if isinstance(body, dict):
        body = json.dumps(body)
    if isinstance(body, str):
        body = body.encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class WireServer:
    """`python -m masm.cli lsp` on pipes.  Every message the server sends is kept in `received` (and queued for
    `wait_for`); stderr is kept (bounded) in `stderr`."""

    def __init__(self, initialize: bool = True, options: dict | None = None):
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
        self.proc = subprocess.Popen([sys.executable, "-m", "masm.cli", "lsp"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        self.received: list[dict] = []
        self._queue: queue.Queue = queue.Queue()
        self.stderr = bytearray()
        self._ids = itertools.count(1)
        threading.Thread(target=self._read_stdout, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()
        if initialize:
            answer = self.request("initialize", {"processId": None, "rootUri": None, "capabilities": {},
                                                 "initializationOptions": options or {"debounceMs": 50}})
            assert "result" in answer, answer
            self.notify("initialized", {})

    # -- reading
    def _read_stdout(self) -> None:
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    self._queue.put(None)
                    return
                if line in (b"\r\n", b"\n"):
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":", 1)[1])
            message = json.loads(out.read(length))
            self.received.append(message)
            self._queue.put(message)

    def _read_stderr(self) -> None:
        while chunk := self.proc.stderr.read1(65536):
            if len(self.stderr) < 1 << 20:
                self.stderr += chunk

    def wait_for(self, predicate, timeout: float = 20.0) -> dict:
        """The next message (not yet waited for) that satisfies `predicate`; AssertionError after `timeout` s."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            try:
                message = self._queue.get(timeout=max(left, 0.001))
            except queue.Empty:
                raise AssertionError(f"no such message within {timeout} s; stderr:\n{self.stderr_text()[-3000:]}")
            if message is None:
                raise AssertionError(f"the server closed its output (exit {self.proc.poll()}); stderr:\n"
                                     f"{self.stderr_text()[-3000:]}")
            if predicate(message):
                return message

    # -- writing
    def send(self, data: bytes) -> None:
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def notify(self, method: str, params) -> None:
        self.send(frame({"jsonrpc": "2.0", "method": method, "params": params}))

    def request(self, method: str, params, timeout: float = 20.0) -> dict:
        """Send a request and return the server's answer to it (a dict with `result` or `error`)."""
        msg_id = next(self._ids)
        self.send(frame({"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params}))
        return self.answer(msg_id, timeout)

    def answer(self, msg_id, timeout: float = 20.0) -> dict:
        return self.wait_for(lambda m: m.get("id") == msg_id and "method" not in m, timeout)

    def open(self, uri: str, text: str, version: int = 1) -> None:
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "masm", "version": version,
                                                              "text": text}})

    def hover(self, uri: str, line: int, character: int, timeout: float = 20.0) -> dict:
        return self.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                   "position": {"line": line, "character": character}}, timeout)

    # -- checks
    def error_popups(self) -> list[dict]:
        """window/showMessage errors the server sent (an editor shows them as "Error in server" popups)."""
        return [m for m in self.received if m.get("method") == "window/showMessage"
                and m.get("params", {}).get("type") == 1]

    def internal_errors(self) -> list[str]:
        """Internal errors (exceptions inside the server) it logged to the client."""
        return [m["params"]["message"] for m in self.received
                if m.get("method") == "window/logMessage" and "internal error" in m["params"].get("message", "")]

    def stderr_text(self) -> str:
        return self.stderr.decode(errors="replace")

    def alive(self) -> bool:
        return self.proc.poll() is None

    def close(self) -> None:
        try:
            if self.alive():
                self.request("shutdown", None, timeout=10)
                self.notify("exit", None)
                self.proc.wait(timeout=10)
        except (AssertionError, OSError, subprocess.TimeoutExpired):
            pass
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()
            for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
                try:
                    stream.close()
                except OSError:
                    pass

    def __enter__(self) -> "WireServer":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
