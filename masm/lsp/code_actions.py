"""Quick fixes for the static checks' warnings (masm/checks): insert the `s_waitcnt` / `s_nop` the warning names
before the line, or silence the warning on that line with `// masm: ignore CODE`.

The fix travels with the LSP diagnostic (`code`, and `data = {"fix": ...}`, see masm/lsp/diagnostics.py), so an
action needs no new analysis: the client sends back the diagnostics under the cursor.
"""
from __future__ import annotations

from lsprotocol import types as lsp

FIXABLE = ("missing-waitcnt", "hazard", "uninitialized")


def code_actions(uri: str, lines: list[str], diagnostics) -> list[lsp.CodeAction]:
    out: list[lsp.CodeAction] = []
    for d in diagnostics:
        code = d.code if isinstance(d.code, str) else None
        if code not in FIXABLE:
            continue
        row = d.range.start.line
        if not 0 <= row < len(lines):
            continue
        text = lines[row]
        fix = (d.data or {}).get("fix") if isinstance(d.data, dict) else None
        if fix:
            indent = text[:len(text) - len(text.lstrip())]
            inserted = "".join(indent + part + "\n" for part in fix.split("\n"))
            at = lsp.Position(row, 0)
            out.append(lsp.CodeAction(
                title=f"Insert `{'; '.join(fix.split(chr(10)))}` before this line",
                kind=lsp.CodeActionKind.QuickFix, diagnostics=[d], is_preferred=True,
                edit=lsp.WorkspaceEdit(changes={uri: [lsp.TextEdit(lsp.Range(at, at), inserted)]})))
        end = lsp.Position(row, len(text))
        out.append(lsp.CodeAction(
            title=f"Ignore {code} on this line (`// masm: ignore {code}`)", kind=lsp.CodeActionKind.QuickFix,
            diagnostics=[d], edit=lsp.WorkspaceEdit(changes={uri: [lsp.TextEdit(lsp.Range(end, end),
                                                                                f"  // masm: ignore {code}")]})))
    return out
