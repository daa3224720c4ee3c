"""The lexer: tokens, positions and spacing; the fast scanner against PLY's own loop over the same rules."""
from pathlib import Path

from hypothesis import given, settings, strategies as st

from masm.diagnostics import AssemblyError
from masm.preprocess.lexer import ply_tokenize, tokenize


def test_tokens_positions_and_spacing():
    toks = tokenize("  @loop![n]: v_mov_b32 v0, $FF // c\n/* a\nb */ x[1..5] i := 0x1F .Lfoo.bar \"s\" 1.5e3\n", "f")
    assert [(t[0], t[1], t[2], t[3], t[5], t[6]) for t in toks] == [
        ("id", "@loop", True, True, 1, 3), ("op", "!", False, False, 1, 8), ("op", "[", False, False, 1, 9),
        ("id", "n", False, False, 1, 10), ("op", "]", False, False, 1, 11), ("op", ":", False, False, 1, 12),
        ("id", "v_mov_b32", True, False, 1, 14), ("id", "v0", True, False, 1, 24), ("op", ",", False, False, 1, 26),
        ("num", "$FF", True, False, 1, 28), ("nl", "\n", True, False, 1, 36),
        ("id", "x", True, True, 3, 6), ("op", "[", False, False, 3, 7), ("num", "1", False, False, 3, 8),
        ("op", "..", False, False, 3, 9), ("num", "5", False, False, 3, 11), ("op", "]", False, False, 3, 12),
        ("id", "i", True, False, 3, 14), ("op", ":=", True, False, 3, 16), ("num", "0x1F", True, False, 3, 19),
        ("id", ".Lfoo.bar", True, False, 3, 24), ("str", '"s"', True, False, 3, 34),
        ("num", "1.5e3", True, False, 3, 38), ("nl", "\n", False, False, 3, 43)]


def test_byte_order_mark_and_crlf():
    assert [t[1] for t in tokenize("\ufeffs_nop 0\r\ns_nop 1\r\n", "f")] == ["s_nop", "0", "\n", "s_nop", "1", "\n"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(list("ab_@.09x$ \t\r\n\\/*;#\"'()[],:=!+-~\u00a0") + ["\\\n", "/*", "*/", "//"]),
                max_size=40).map("".join))
def test_fast_scanner_matches_ply(text):
    def outcome(scan):
        try:
            return scan(text, "f.masm", 3, 5)
        except AssemblyError as exc:
            return str(exc)
    assert outcome(tokenize) == outcome(ply_tokenize)


def test_fast_scanner_matches_ply_on_the_samples():
    root = Path(__file__).resolve().parents[2]
    files = sorted(root.glob("samples/**/*.masm")) + sorted(root.glob("masm/stdlib/*.inc"))
    assert len(files) > 10, "the samples or the standard macros went missing"
    for path in files:
        text = path.read_text()
        assert tokenize(text, str(path)) == ply_tokenize(text, str(path)), path
