"""Every preprocessor construct: the statements it produces (text, location, expansion notes) and, through llvm-mc,
that the expansion encodes exactly like a hand-written plain equivalent."""
from pathlib import Path

import pytest

import masm
from masm.diagnostics import SourceLoc
from masm.preprocess import includes

from preprocess_helpers import assert_same_bytes, expand, texts, where


def test_comments_and_line_continuation():
    source = ("v_mov_b32 v0, 1 // line comment\n"
              "v_mov_b32 v1, 2 ; llvm-style comment\n"
              "/* block\n   comment */ v_mov_b32 v2, /* inline */ 3\n"
              "#define TWO_MOVES v_mov_b32 v3, 4 \\\n"
              "   v_mov_b32 v4, 5\n"
              "TWO_MOVES\n")
    statements = assert_same_bytes(source, "v_mov_b32 v0, 1\nv_mov_b32 v1, 2\nv_mov_b32 v2, 3\n"
                                           "v_mov_b32 v3, 4\nv_mov_b32 v4, 5")
    assert [s.text for s in statements][2] == "v_mov_b32 v2, 3"
    assert where(statements[2])[:2] == (4, 15)
    assert where(statements[4]) == (6, 4, [(7, 1, "in expansion of macro 'TWO_MOVES'")])


def test_object_like_define_is_case_insensitive():
    source = "#define hiBits 10\nv_lshlrev_b32 v0, HIBITS, v1\nv_mov_b32 v2, hibits+1\n"
    assert texts(source) == ["v_lshlrev_b32 v0, 10, v1", "v_mov_b32 v2, 10+1"]
    assert_same_bytes(source, "v_lshlrev_b32 v0, 10, v1\nv_mov_b32 v2, 11")


def test_function_like_defines_overloaded_by_parameter_count():
    source = ("#define ADD(d, a) v_add_u32 d, d, a\n"
              "#define ADD(d, a, b) v_add_u32 d, a, b\n"
              "ADD(v0, v1) ADD(v2, v3, v4)\n"
              "#define NOARGS() s_nop 7\n"
              "NOARGS()\n")
    assert texts(source) == ["v_add_u32 v0, v0, v1", "v_add_u32 v2, v3, v4", "s_nop 7"]
    assert_same_bytes(source, "v_add_u32 v0, v0, v1\nv_add_u32 v2, v3, v4\ns_nop 7")


def test_undef_and_redefine():
    source = "#define R v1\nv_mov_b32 R, 0\n#undef R\n#define R v2\nv_mov_b32 R, 0\n#undef r\n#ifdef R\nbad\n#endif\n"
    assert texts(source) == ["v_mov_b32 v1, 0", "v_mov_b32 v2, 0"]


def test_assign_evaluates_now_and_counts():
    source = ("#assign n 0\n"
              "#define AT v_mov_b32 v[n], n\n"
              "AT\n#assign n n+1\nAT\n#assign N n*10\nAT\n")
    assert texts(source) == ["v_mov_b32 v[0], 0", "v_mov_b32 v[1], 1", "v_mov_b32 v[10], 10"]
    assert_same_bytes(source, "v_mov_b32 v0, 0\nv_mov_b32 v1, 1\nv_mov_b32 v10, 10")


def test_stringize_and_paste():
    source = ('#define STR(x) .ascii #x\nSTR(hello "world")\n'
              "#define REG(kind, n) kind##n\nv_mov_b32 REG(v, 7), REG(s, 3)\n")
    assert texts(source) == ['.ascii "hello \\"world\\""', "v_mov_b32 v7, s3"]
    assert_same_bytes("#define REG(kind, n) kind##n\nv_mov_b32 REG(v, 7), REG(s, 3)\n", "v_mov_b32 v7, s3")


def test_multiline_macro_with_locations_and_notes():
    source = ("#macro PASS(dst, src)\n"          # 1
              "  v_add_f32 dst, src, dst\n"       # 2
              "  v_mul_f32 dst, 2.0, dst\n"       # 3
              "#endm\n"                           # 4
              "s_nop 0\n"                         # 5
              "  PASS(v1, v2)\n")                 # 6
    statements = assert_same_bytes(source, "s_nop 0\nv_add_f32 v1, v2, v1\nv_mul_f32 v1, 2.0, v1")
    note = [(6, 3, "in expansion of macro 'PASS'")]
    assert [where(s) for s in statements] == [(5, 1, []), (2, 3, note), (3, 3, note)]
    assert [(s.macro, s.macro_loc) for s in statements] == [(None, None)] + [("PASS", SourceLoc("test.masm", 6, 3))] * 2


def test_one_line_macro_and_bare_invocation():
    source = "#macro HEADER v_mov_b32 v0, 0 v_mov_b32 v1, -1 #endm\nHEADER header s_nop 1\n"
    statements = assert_same_bytes(source, "v_mov_b32 v0, 0\nv_mov_b32 v1, -1\n" * 2 + "s_nop 1")
    assert [where(s)[:2] for s in statements] == [(1, 15), (1, 31), (1, 15), (1, 31), (2, 15)]
    assert [n.loc.column for n in statements[2].notes] == [8]


def test_invocation_anywhere_a_statement_stands():
    source = "#macro Z(r) v_mov_b32 r, 0 #endm\nv_mov_b32 v5, 1 Z(v6) v_mov_b32 v7, 2 Z(v8)\n"
    assert texts(source) == ["v_mov_b32 v5, 1", "v_mov_b32 v6, 0", "v_mov_b32 v7, 2", "v_mov_b32 v8, 0"]


def test_arguments_spanning_lines_with_commas_and_statement_sequences():
    source = ("#macro mRepeat(n, what...)\n"
              "  __for__(k in [1..n], what)\n"
              "#endm\n"
              "#macro CNST_next(a, g) v_add_u32 a, g, 1 #endm\n"
              "#macro ROUND(g, a) v_xor_b32 g, a, g #endm\n"
              "mRepeat(2,\n"
              "  CNST_next(v[1:1], v2)\n"
              "  ROUND(v2, v[1:1])\n"
              "  v_pk_add_u16 v3, v4, v5 op_sel:[0,1])\n")
    plain = "v_add_u32 v1, v2, 1\nv_xor_b32 v2, v1, v2\nv_pk_add_u16 v3, v4, v5 op_sel:[0,1]\n" * 2
    statements = assert_same_bytes(source, plain)
    assert statements[0].text == "v_add_u32 v[1:1], v2, 1"
    assert where(statements[0]) == (4, 24, [(7, 3, "in expansion of macro 'CNST_next'"),
                                            (2, 3, "in __for__ iteration k=1"),
                                            (6, 1, "in expansion of macro 'mRepeat'")])
    assert where(statements[5]) == (9, 3, [(2, 3, "in __for__ iteration k=2"), (6, 1, "in expansion of macro 'mRepeat'")])
    assert {s.macro for s in statements} == {"mRepeat"}


def test_parameters_replace_whole_words_only():
    source = "#macro M(a, v) v_mov_b32 v[a], va #endm\nM(3, 4)\n"
    assert texts(source) == ["v_mov_b32 4[3], va"]
    source = "#macro M(a) v_add_u32 v[a], a_1, va #endm\nM(2)\n"
    assert texts(source) == ["v_add_u32 v[2], a_1, va"]


def test_expansion_is_rescanned():
    source = ("#define WIDTH 4\n"
              "#macro INNER(r) v_mov_b32 r, WIDTH #endm\n"
              "#macro OUTER(r) INNER(r) INNER(v[WIDTH]) #endm\n"
              "OUTER(v1)\n")
    statements = assert_same_bytes(source, "v_mov_b32 v1, 4\nv_mov_b32 v4, 4")
    assert [n.message for n in statements[1].notes] == ["in expansion of macro 'INNER'",
                                                        "in expansion of macro 'OUTER'"]
    assert statements[1].macro == "OUTER"


def test_recursive_macro_with_a_guard():
    source = "#macro DOWN(n) s_nop n __if__(n > 0, DOWN(![n-1])) #endm\nDOWN(3)\n"
    assert texts(source) == ["s_nop 3", "s_nop 2", "s_nop 1", "s_nop 0"]
    assert_same_bytes(source, "s_nop 3\ns_nop 2\ns_nop 1\ns_nop 0")


def test_for_range_list_and_step_forms():
    source = ("__for__(i in [0..$3], v_xor_b32 v[i], v[i], v[i+4])\n"
              "__for__(i in [1, 2, 5..7], v_mov_b32 v[i], i)\n"
              "__for__(i := 0 to 6 step 3, s_nop i)\n"
              "__for__(i := 2 downto 1, s_nop i)\n")
    plain = ("".join(f"v_xor_b32 v{i}, v{i}, v{i + 4}\n" for i in range(4)) +
             "".join(f"v_mov_b32 v{i}, {i}\n" for i in (1, 2, 5, 6, 7)) + "s_nop 0\ns_nop 3\ns_nop 6\ns_nop 2\ns_nop 1")
    statements = assert_same_bytes(source, plain)
    assert statements[0].text == "v_xor_b32 v[0], v[0], v[0+4]"
    assert where(statements[3]) == (1, 23, [(1, 1, "in __for__ iteration i=3")])


def test_nested_for_with_commas_and_statements_in_body():
    source = ("__for__(i in [0..1],\n"
              "  __for__(j in [0..2], v_add_u32 v[i*3+j], v[i], v[j])\n"
              "  s_nop i)\n")
    plain = "".join(f"v_add_u32 v{i * 3 + j}, v{i}, v{j}\n" for i in range(2) for j in range(3))
    plain = plain.splitlines()
    plain = "\n".join(plain[:3] + ["s_nop 0"] + plain[3:] + ["s_nop 1"])
    statements = assert_same_bytes(source, plain)
    assert [n.message for n in statements[4].notes] == ["in __for__ iteration j=0", "in __for__ iteration i=1"]


def test_for_variable_from_32_instruction_example():
    source = "#define g v\n#define x v\n__for__(i in [0..$1F], v_xor_b32 g[i], g[i], x[i])\n"
    assert len(texts(source)) == 32
    assert texts(source)[31] == "v_xor_b32 v[31], v[31], v[31]"


def test_conditionals():
    source = ("#define X 2\n"
              "#if X == 1\n v_mov_b32 v0, 1\n#elif X == 2\n v_mov_b32 v0, 2\n#else\n v_mov_b32 v0, 3\n#endif\n"
              "#ifdef x\n s_nop 4\n#else\n s_nop 5\n#endif\n"
              "#ifndef Y\n s_nop 6\n#endif\n"
              "#if defined(Y) || !defined X\n s_nop 7\n#elif UNDEFINED_NAME\n s_nop 8\n#else\n"
              "  #if 1\n   s_nop 9\n  #endif\n#endif\n")
    assert_same_bytes(source, "v_mov_b32 v0, 2\ns_nop 4\ns_nop 6\ns_nop 9")


def test_if_text_and_conditionals_inside_loop_bodies():
    source = ("__for__(i in [0..3], __if__(i % 2, s_nop i))\n"
              "__for__(i in [0..3],\n#if i >= 2\n  s_nop i+4\n#endif\n)\n")
    assert_same_bytes(source, "s_nop 1\ns_nop 3\ns_nop 2+4\ns_nop 3+4")


def test_splice_evaluates_and_glues():
    source = "#define n 5\n@loop![n*2]: s_mov_b32 s0, ![not(($F0)<<24)] s_mov_b32 s1, ![(1<<4) | 3]\n"
    assert texts(source) == ["@loop10:", "s_mov_b32 s0, -4026531841", "s_mov_b32 s1, 19"]
    assert_same_bytes("s_mov_b32 s1, ![(1<<4) | 3]\ns_mov_b32 s2, ![-7 div 2]", "s_mov_b32 s1, 19\ns_mov_b32 s2, -3")


def test_predefined_names(tmp_path):
    source = "s_nop __line__\n\n s_nop __counter__ s_nop __counter__\n.ascii __file__\nkernel k_![__counter__] __arch__\n"
    assert texts(source, arch="gfx908") == ["s_nop 1", "s_nop 0", "s_nop 1", '.ascii "test.masm"', "kernel k_2 gfx908"]
    assert texts("#if __arch__ >= gfx908\ns_nop 1\n#else\ns_nop 2\n#endif\n", arch="gfx906") == ["s_nop 2"]


def test_labels_and_statement_splitting():
    source = ("start: v_mov_b32 v0, 0 v_mov_b32 v1, -1\n"
              "@next: s_waitcnt vmcnt(0) lgkmcnt(0) loop: s_nop 0\n"
              "buffer_load_dword v0, v1, s[0:3], 0 offen offset:16 glc\n"
              "v_mov_b32_sdwa v0, v1 dst_sel:WORD_1 src0_sel:BYTE_0 global_load_dword v2, v[4:5], off\n"
              "v_add_f32 v0, v1, v2 clamp s_endpgm\n"
              "v_temp xx, lo, hi  v_mov_b32 xx, 0 s_temp i s_if(scc1) _else _endif\n"
              ".long 1, 2 dd 3 s_endpgm\n")
    assert texts(source) == [
        "start:", "v_mov_b32 v0, 0", "v_mov_b32 v1, -1",
        "@next:", "s_waitcnt vmcnt(0) lgkmcnt(0)", "loop:", "s_nop 0",
        "buffer_load_dword v0, v1, s[0:3], 0 offen offset:16 glc",
        "v_mov_b32_sdwa v0, v1 dst_sel:WORD_1 src0_sel:BYTE_0", "global_load_dword v2, v[4:5], off",
        "v_add_f32 v0, v1, v2 clamp", "s_endpgm",
        "v_temp xx, lo, hi", "v_mov_b32 xx, 0", "s_temp i", "s_if(scc1)", "_else", "_endif",
        ".long 1, 2", "dd 3", "s_endpgm"]
    plain = ("start:\nv_mov_b32 v0, 0\nv_mov_b32 v1, -1\ns_waitcnt vmcnt(0) lgkmcnt(0)\nloop:\ns_nop 0\n"
             "buffer_load_dword v0, v1, s[0:3], 0 offen offset:16 glc\n"
             "v_mov_b32_sdwa v0, v1 dst_sel:WORD_1 src0_sel:BYTE_0\nglobal_load_dword v2, v[4:5], off\n"
             "v_add_f32 v0, v1, v2 clamp\ns_endpgm")
    assert_same_bytes("\n".join(source.splitlines()[:5]).replace("@next: ", ""), plain)
    columns = [s.loc.column for s in expand(source)[:7]]
    assert columns == [1, 8, 24, 1, 8, 38, 44]


def test_label_glued_to_an_instruction():
    assert texts("loop:s_nop 0 @x:v_mov_b32 v0, 1 offset:16\n") == ["loop:", "s_nop 0", "@x:", "v_mov_b32 v0, 1 offset:16"]


def test_statement_continues_after_trailing_comma():
    source = "v_add_u32 v0,\n    v1,\n    v2\n"
    assert texts(source) == ["v_add_u32 v0, v1, v2"]


def test_keywords_with_parentheses_are_not_macros():
    source = "s_while_i32(i<n) v_if_u32(v0 > 1) _endif _endw s_repeat s_until_i32(i >= 3) v_while_f32(v1 < 2.0) _endw\n"
    assert texts(source) == ["s_while_i32(i<n)", "v_if_u32(v0 > 1)", "_endif", "_endw", "s_repeat",
                             "s_until_i32(i >= 3)", "v_while_f32(v1 < 2.0)", "_endw"]
    assert texts("s_getreg_b32 s0, hwreg(HW_REG_HW_ID)\ns_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s1\n") == [
        "s_getreg_b32 s0, hwreg(HW_REG_HW_ID)", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s1"]


def test_case_insensitive_macro_names_and_mnemonics():
    source = "#macro Clear(r) V_MOV_B32 r, 0 #endm\nCLEAR(v1) clear(v2)\n"
    assert texts(source) == ["V_MOV_B32 v1, 0", "V_MOV_B32 v2, 0"]


def test_include_search_order_and_notes(tmp_path, monkeypatch):
    main_dir = tmp_path / "src"
    lib_dir = tmp_path / "lib"
    std_dir = tmp_path / "std"
    for d in (main_dir, lib_dir, std_dir):
        d.mkdir()
    (main_dir / "local.inc").write_text("#macro LOCAL v_mov_b32 v1, 1 #endm\n")
    (lib_dir / "local.inc").write_text("bad_local\n")
    (lib_dir / "lib.inc").write_text("#include \"deeper.inc\"\n")
    (lib_dir / "deeper.inc").write_text("\n  v_mov_b32 v2, 2\n")
    (std_dir / "std.inc").write_text("v_mov_b32 v3, 3\n")
    (std_dir / "lib.inc").write_text("bad_std\n")
    monkeypatch.setattr(includes, "stdlib_dir", lambda: std_dir)
    main = main_dir / "main.masm"
    source = '#include "local.inc"\nLOCAL\n#include <lib.inc>\n#include std.inc\n'
    statements = assert_same_bytes(source, "v_mov_b32 v1, 1\nv_mov_b32 v2, 2\nv_mov_b32 v3, 3",
                                   filename=str(main), include_dirs=[str(lib_dir)])
    deeper = statements[1]
    assert (deeper.loc.file, deeper.loc.line, deeper.loc.column) == (str(lib_dir / "deeper.inc"), 2, 3)
    assert [(n.loc.file, n.loc.line, n.message) for n in deeper.notes] == [
        (str(lib_dir / "lib.inc"), 1, "included from here"), (str(main), 3, "included from here")]


def test_include_guard_pattern(tmp_path):
    (tmp_path / "once.inc").write_text("#ifndef ONCE\n#define ONCE\ns_nop 1\n#endif\n")
    source = '#include "once.inc"\n#include "once.inc"\n'
    assert texts(source, filename=str(tmp_path / "m.masm")) == ["s_nop 1"]


def test_stdlib_folder_is_inside_the_package():
    folder = includes.stdlib_dir()
    assert folder == Path(masm.__file__).resolve().parent / "stdlib"
    assert {p.name for p in folder.glob("*.inc")} >= {"arch.inc", "int64.inc", "kernel.inc", "loops.inc", "packed_f16.inc"}


def test_repeated_invocations_keep_their_own_notes_values_and_side_effects():
    source = ("#assign calls 0\n"
              "#macro AT(r, n)\n"                                  # 2
              "  v_mov_b32 v[r], ![n * 4]\n"                       # 3
              "  s_nop __counter__\n"                              # 4
              "#endm\n"
              "#macro COUNTED(r)\n"                                # 6
              "  #assign calls calls+1\n"                          # 7
              "  v_mov_b32 r, calls\n"                             # 8
              "#endm\n"
              "__for__(k in [1..3], AT(k, k+1) COUNTED(v9))\n"     # 10: n is the text k+1, so n * 4 is k+1*4
              "AT(7, 2)\nAT(7, 2)\n")                              # 11, 12
    statements = expand(source)
    assert [s.text for s in statements] == [
        "v_mov_b32 v[1], 5", "s_nop 0", "v_mov_b32 v9, 1",
        "v_mov_b32 v[2], 6", "s_nop 1", "v_mov_b32 v9, 2",
        "v_mov_b32 v[3], 7", "s_nop 2", "v_mov_b32 v9, 3",
        "v_mov_b32 v[7], 8", "s_nop 3", "v_mov_b32 v[7], 8", "s_nop 4"]
    assert where(statements[3]) == (3, 3, [(10, 22, "in expansion of macro 'AT'"), (10, 1, "in __for__ iteration k=2")])
    assert where(statements[11]) == (3, 3, [(12, 1, "in expansion of macro 'AT'")])
    assert statements[11].macro_loc == SourceLoc("test.masm", 12, 1)


def test_a_failing_splice_in_a_reused_body_is_reported_where_it_is_written():
    source = "#macro INV(n) s_mov_b32 s0, ![64 / n] #endm\nINV(2) INV(4) INV(8)\nINV(0)\n"
    assert texts(source.replace("INV(0)\n", "")) == ["s_mov_b32 s0, 32", "s_mov_b32 s0, 16", "s_mov_b32 s0, 8"]
    from preprocess_helpers import error_of
    diag = error_of(source)
    assert (diag.loc.line, diag.loc.column, diag.message) == (1, 34, "division by zero in expression")
    assert [(n.loc.line, n.loc.column, n.message) for n in diag.notes] == [(3, 1, "in expansion of macro 'INV'")]
    diag = error_of("__for__(i in [0..3], s_mov_b32 s0, ![12 / (2 - i)])\n")
    assert (diag.loc.line, diag.loc.column) == (1, 41)
    assert [n.message for n in diag.notes] == ["in __for__ iteration i=2"]


def test_nested_function_like_define_in_its_own_argument():
    source = "#define INC(a) (a+1)\nv_mov_b32 v0, INC(INC(1))\n#define SELF SELF+1\ns_nop SELF\n"
    assert texts(source) == ["v_mov_b32 v0, ((1+1)+1)", "s_nop SELF+1"]
    assert_same_bytes("#define INC(a) (a+1)\nv_mov_b32 v0, INC(INC(1))\n", "v_mov_b32 v0, 3")


def test_loop_inside_a_macro_with_different_arguments():
    source = ("#macro ROW(base, n)\n  __for__(c in [0..n-1], v_add_u32 v[c+base], v[c+base], s[base])\n#endm\n"
              "ROW(10, 2) ROW(20, 3) ROW(10, 2)\n")
    plain = ("v_add_u32 v10, v10, s10\nv_add_u32 v11, v11, s10\n"
             "v_add_u32 v20, v20, s20\nv_add_u32 v21, v21, s20\nv_add_u32 v22, v22, s20\n"
             "v_add_u32 v10, v10, s10\nv_add_u32 v11, v11, s10")
    statements = assert_same_bytes(source, plain)
    assert [n.loc.column for n in statements[5].notes] == [3, 23]


def test_reused_expansions_follow_redefinitions():
    source = ("#define W 4\n#assign n 1\n"
              "#macro M(r) v_mov_b32 r, W+n #endm\n"
              "__for__(k in [0..2], M(v[k]))\n"
              "M(v1) M(v1) M(v1)\n"
              "#define W 8\n#assign n 2\n"
              "M(v1) M(v1)\n__for__(k in [0..2], M(v[k]))\n")
    assert texts(source) == (["v_mov_b32 v[0], 4+1", "v_mov_b32 v[1], 4+1", "v_mov_b32 v[2], 4+1"] +
                             ["v_mov_b32 v1, 4+1"] * 3 + ["v_mov_b32 v1, 8+2"] * 2 +
                             ["v_mov_b32 v[0], 8+2", "v_mov_b32 v[1], 8+2", "v_mov_b32 v[2], 8+2"])
