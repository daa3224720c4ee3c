"""The server's framing (masm.lsp.transport) on byte streams, in process: every valid message is delivered, and
broken framing around it costs only the broken part."""
from __future__ import annotations

import io
import json

from hypothesis import given, settings, strategies as st

from masm.lsp.transport import MAX_MESSAGE, MessageReader


def read_all(data: bytes, chunk: int | None = None) -> tuple[list[bytes], list[str]]:
    warnings: list[str] = []

    class Trickle(io.RawIOBase):          # hands out at most `chunk` bytes per read, as a pipe may
        def __init__(self):
            self.data, self.pos = data, 0

        def readable(self):
            return True

        def read1(self, n=-1):
            n = min(n, chunk or n)
            out = self.data[self.pos:self.pos + n]
            self.pos += len(out)
            return out

    reader = MessageReader(Trickle(), warnings.append)
    bodies = []
    while (body := reader.next()) is not None:
        try:
            json.loads(body)
        except ValueError:
            reader.recover(body)
            continue
        bodies.append(body)
    return bodies, warnings


def msg(body: bytes, headers: bytes = b"") -> bytes:
    return b"Content-Length: %d\r\n" % len(body) + headers + b"\r\n" + body


A, B = b'{"a": 1}', b'{"b": [2, "\\r\\n"]}'


def test_valid_messages_with_other_headers_and_blank_lines_between():
    data = msg(A, b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n") + b"\r\n\r\n" + msg(B)
    assert read_all(data) == ([A, B], [])
    assert read_all(data, chunk=1)[0] == [A, B]


def test_lowercase_header_and_bare_newlines_are_accepted():
    assert read_all(b"content-length:   8\n\n" + A)[0] == [A]


def test_absurd_lengths_are_skipped_up_to_the_next_header():
    for header in (b"Content-Length: 99999999999999999999\r\n\r\n{}", b"Content-Length: -1\r\n\r\n{}",
                   b"Content-Length: 0x10\r\n\r\n{}", b"Content-Length: 9999999999999999999\r\n\r\nxx"):
        bodies, warnings = read_all(header + msg(A))
        assert bodies == [A] and len(warnings) == 1, (header, warnings)


def test_body_shorter_than_its_length_gives_way_to_the_next_message():
    data = b"Content-Length: 500\r\n\r\n{\"a\":" + msg(A)
    assert read_all(data)[0] == [A]                 # the next header arrived before the 500 bytes: not waited for
    assert read_all(data, chunk=3)[0] == [A]
    data = b"Content-Length: 20\r\n\r\n{\"a\":" + msg(A) + msg(B)
    assert read_all(data)[0] == [A, B]              # the 20 bytes were there: the header inside is found again


def test_body_over_the_cap_is_skipped_without_keeping_it():
    big = b'"' + b"x" * (MAX_MESSAGE + 10) + b'"'
    reader = MessageReader(io.BytesIO(msg(big) + msg(A)), lambda w: None)
    assert reader.next() == A
    assert len(reader.buffer) < 1 << 20


def test_message_without_a_header_and_overlong_header_lines():
    data = A + msg(B) + b"X" * 10_000 + b"\r\n" + msg(A)
    assert read_all(data)[0] == [B, A]


def test_input_ending_inside_a_message():
    assert read_all(msg(A) + b"Content-Length: 50\r\n\r\n{\"x\"")[0] == [A]
    assert read_all(msg(A) + b"Content-Len")[0] == [A]


_junk = st.binary(max_size=64).filter(lambda b: b"content-length" not in b.lower())
_bodies = st.lists(st.dictionaries(st.text(max_size=8), st.integers() | st.text(max_size=20), max_size=3),
                   min_size=1, max_size=6).map(lambda ds: [json.dumps(d).encode() for d in ds])


@settings(max_examples=300, deadline=None)
@given(_bodies, st.data(), st.sampled_from([None, 1, 7]))
def test_every_message_survives_junk_between_messages(bodies, data, chunk):
    stream = b""
    for body in bodies:
        stream += data.draw(_junk) + msg(body)
    assert read_all(stream, chunk)[0] == bodies
