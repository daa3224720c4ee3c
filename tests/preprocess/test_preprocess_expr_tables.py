"""The committed LALR tables of the expression grammar match the grammar (so no process rebuilds them at start)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_committed_expression_tables_are_current():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "gen_expr_tables.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip() == "expr tables are current"


def test_the_parser_is_loaded_from_the_committed_tables():
    import ply.yacc as yacc

    from masm.preprocess import expr, expr_tables
    pinfo = yacc.ParserReflect(vars(expr))
    pinfo.get_all()
    assert expr_tables._lr_signature == pinfo.signature()
    assert expr.evaluate("1 + 2 * 3", None) == 7
