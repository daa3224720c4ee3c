"""Ask llvm-mc what the instruction sweep cannot show and write masm/isa/operand_limits.json.

The sweep (tools/isa_sweep.py) decodes encodings, so it learns which fields an instruction has, not what the assembler
accepts in them.  This probes every register-only form:
- VOP3 forms with `clamp`, with `mul:2`, with an op_sel of their arity and with each source negated (llvm-mc picks the SDWA form of an unsuffixed
  `v_mov_b32 v0, v1 clamp` because v_mov_b32_e64 has no clamp);
- each 9-bit / 8-bit source of VOP and SOP forms with the inline constant 1 and, for vector sources, with an SGPR:
  `v_readfirstlane_b32 s0, 1`, `v_swap_b32 v0, s1` and `s_movrels_b32 s0, 1` are not accepted, and with a VGPR
  (`v_readlane_b32 s0, v1, v2`);
- each buffer instruction with lds and with tfe (atomics take no tfe, format loads no lds), each DS instruction with
  gds;
- each SOPK 16-bit immediate with -1 (`s_cmpk_eq_u32 s0, -1` is not accepted);
- each SDWA / DPP / VOP3 source with sext() and with -x (an integer source takes only the one, a float source the
  other; VOP3 takes sext() only on a float instruction's integer operand).
Usage: python tools/gen_operand_limits.py [--check]  (needs each family's llvm-mc: 14, and 19 for gfx940; --check: exit
1 if the committed file differs)
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from masm.isa.formats import ARCH_FAMILY  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from llvm_oracle import assemble  # noqa: E402
from masm.isa.table import arch_table  # noqa: E402
from masm.targets import FAMILY  # noqa: E402
from llvm_oracle import llvm_mc_for  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "masm", "isa", "operand_limits.json")
SOURCE_FORMATS = ("VOP1", "VOP2", "VOPC", "VOP3", "VOP3B", "SOP1", "SOP2", "SOPC", "VOP3P")


_FILLERS = {"smem_offset": "0", "imm16": "0", "imm7": "0"}


def register_line(defn, negate: str = "", replace: tuple[str, str] = ("", ""), scalar: str = "",
                  fill: bool = False) -> str | None:
    """The form written with registers only; `negate` names a source field written as -reg, `replace` a field
    written as the given text instead, `scalar` a source field written as an SGPR; `fill`: immediates that are not
    sources (an SMEM offset, a SOPK constant) written as 0."""
    ops = []
    for n, o in enumerate(defn.operands):
        if o.kind == "fixed":
            ops.append(o.text)
            continue
        if fill and o.kind in _FILLERS:
            ops.append(_FILLERS[o.kind])
            continue
        if o.kind == "attr":           # interpolation: an attribute channel, a parameter slot
            ops.append("attr0.x")
            continue
        if o.kind == "interp_param":
            ops.append("p10")
            continue
        if o.kind == "a":              # an AGPR operand (v_accvgpr_write_b32's destination)
            ops.append(f"a{2 * n + 2}" if o.width == 1 else f"a[{4 * n + 4}:{4 * n + 3 + o.width}]")
            continue
        if o.kind not in ("v", "s", "src", "ssrc"):
            return None
        if o.field == replace[0]:
            text = replace[1]
            if o.width > 1 and text in ("s2", "v9"):      # the register as a tuple of the operand's size
                first = 4 if text[0] == "s" else 8
                text = f"{text[0]}[{first}:{first + o.width - 1}]"
            ops.append(text)
            continue
        if scalar == "=" and o.kind == "src":       # "=": every source the same SGPR (one constant bus read)
            ops.append(("-" if o.field == negate else "") + ("s4" if o.width == 1 else f"s[4:{3 + o.width}]"))
            continue
        scalar_here = o.field == scalar or (scalar == "*" and o.kind == "src")     # "*": every source an SGPR
        prefix, first = ("s", 4 * n + 4) if o.kind in ("s", "ssrc") or scalar_here else ("v", 2 * n + 2)
        sign = "-" if o.field == negate else ""
        ops.append(sign + (f"{prefix}{first}" if o.width == 1 else f"{prefix}[{first}:{first + o.width - 1}]"))
    return f"{defn.name} " + ", ".join(ops)


def spaced_operands(defn) -> list[str] | None:
    """The operands of a VALU form written as registers that do not overlap (each range 4-aligned), or None."""
    ops, nxt = [], {"v": 0, "a": 0, "s": 0}
    for o in defn.operands:
        if o.kind == "fixed":
            ops.append(o.text)
            continue
        if o.kind not in ("v", "a", "s", "src"):
            return None
        file = "v" if o.kind == "src" else o.kind
        lo = nxt[file]
        nxt[file] = lo + (o.width + 3) // 4 * 4
        ops.append(f"{file}{lo}" if o.width == 1 else f"{file}[{lo}:{lo + o.width - 1}]")
    return ops


def failing_lines(arch: str, lines: list[str]) -> set[int]:
    return set(failures(arch, lines))


def failures(arch: str, lines: list[str]) -> dict[int, str]:
    """{index of a line llvm-mc rejects: its error message}."""
    r = subprocess.run([llvm_mc_for(arch), "-arch=amdgcn", f"-mcpu={arch}", "-show-encoding"], input="\n".join(lines) + "\n",
                       capture_output=True, text=True)
    return {int(l.split(":")[1]) - 1: l.split(": error: ", 1)[1] for l in r.stderr.splitlines() if ": error:" in l}


def buffer_line(defn, arch: str, **set_fields: int) -> str | None:
    """A buffer instruction with every field zero but `set_fields`, as masm's printer writes it
    (`buffer_load_dword v0, off, ...`)."""
    from masm.isa.formats import formats_for
    from masm.isa.printer import render
    fields = {f.name: 0 for f in formats_for(arch)[defn.fmt].fields} | dict(defn.fixed) | set_fields
    if defn.fmt == "MTBUF":
        fields["dfmt"] = 1      # the default format: printed as nothing
    try:
        return render(defn, fields, None, arch)
    except Exception:  # noqa: BLE001 - a form the zero fields cannot show is not probed
        return None


def baselines(arch: str, forms) -> dict[str, str]:
    """{form name: the source written as an SGPR ('' for none)} in its first register-only spelling llvm-mc takes."""
    found: dict[str, str] = {}
    for scalar in ["", *sorted({o.field for d in forms for o in d.operands if o.kind == "src"}), "*", "="]:
        todo = [d for d in forms if d.name not in found and register_line(d, scalar=scalar)]
        bad = failing_lines(arch, [register_line(d, scalar=scalar) for d in todo])
        found.update({d.name: scalar for i, d in enumerate(todo) if i not in bad})
    return found


def probe(arch: str) -> dict[str, set[str]]:
    forms = [d for d in arch_table(arch) if d.fmt in ("VOP3", "VOP3B") and d.operands and register_line(d)]
    # each form in its first register-only spelling llvm-mc accepts (v_addc_co_u32_e64 wants an SGPR carry-in)
    scalar_of = baselines(arch, forms)
    forms = [(d, register_line(d, scalar=scalar_of[d.name])) for d in forms if d.name in scalar_of]
    plain_bad: set[int] = set()
    out = {}
    for key, mod in (("no_clamp", "clamp"), ("no_omod", "mul:2")):
        bad = failing_lines(arch, [f"{line} {mod}" for _, line in forms])
        out[key] = {d.name for i, (d, _) in enumerate(forms) if i in bad and i not in plain_bad}
    # VOP3 forms that take no op_sel (gfx9: only some 16-bit operations have it; v_mac_f16_e64 has not)
    if arch != "gfx803":
        with_op_sel = [(d, line) for d, line in forms if d.fmt == "VOP3" and not any(o.kind == "attr" for o in d.operands)]
        nsrc = {d.name: sum(1 for o in d.operands if o.kind == "src") for d, _ in with_op_sel}
        nsrc.update({d.name: 3 for d, _ in with_op_sel if "op_sel_all" in d.syntax})    # (all four bits written)
        bad = failing_lines(arch, [f"{line} op_sel:[{','.join(['0'] * (nsrc[d.name] + 1))}]"
                                   for d, line in with_op_sel])
        out["no_op_sel"] = {d.name for i, (d, _) in enumerate(with_op_sel) if i in bad and i not in plain_bad}
    # source modifiers (-x, |x|) per source: "v_ldexp_f32:src1" (from the first register-only spelling llvm-mc
    # accepts: v_readlane_b32 wants an SGPR lane select)
    vop3 = [d for d, _ in forms]
    negated = [(d, o.field, register_line(d, o.field, scalar=scalar_of[d.name])) for d in vop3 if d.name in scalar_of
               for o in d.operands if o.kind == "src"]
    bad = failing_lines(arch, [line for _, _, line in negated])
    out["no_neg"] = {f"{d.name}:{field}" for i, (d, field, _) in enumerate(negated) if i in bad}
    # sources that take only registers (no constant) or only VGPRs (no SGPR either): "v_swap_b32:src0".  A form
    # is probed from the first register-only spelling llvm-mc accepts (v_readlane_b32 wants an SGPR lane select);
    # a refusal for the constant bus is not a limit of the operand (masm counts the bus itself)
    forms = [d for d in arch_table(arch) if d.fmt in SOURCE_FORMATS and d.operands and register_line(d)]
    scalar_of = baselines(arch, forms)
    sources = [(d, o) for d in forms if d.name in scalar_of for o in d.operands
               if o.kind in ("src", "ssrc") and o.field != scalar_of[d.name]]
    for key, text, kinds in (("no_constant", "1", ("src", "ssrc")), ("no_sgpr", "s2", ("src",)),
                             ("no_vgpr", "v9", ("src",)), ("no_lds_direct", "lds_direct", ("src",)),
                             ("no_literal", "0x1234", ("src", "ssrc"))):
        probes = [(d, o, register_line(d, replace=(o.field, text), scalar=scalar_of[d.name]))
                  for d, o in sources if o.kind in kinds
                  and (key != "no_literal" or d.fmt in ("SOP1", "SOP2", "SOPC", "VOP1", "VOP2", "VOPC"))]
        bad = failures(arch, [line for _, _, line in probes])
        out[key] = {f"{d.name}:{o.field}" for i, (d, o, _) in enumerate(probes)
                    if i in bad and "constant bus" not in bad[i]}
    # SDWA / DPP / VOP3 sources: which take sext() and which -x; the name's type is not enough
    # (v_cvt_f32_ubyte1_sdwa takes sext(), v_ldexp_f16_dpp's exponent too; VOP3 takes sext() only on v_ldexp_f32's)
    extended = [d for d in arch_table(arch) if d.fmt.endswith(("_SDWA", "_DPP", "VOP3", "VOP3B")) and d.operands
                and register_line(d)]
    def tail(d) -> str:         # a DPP control the form takes (64-bit DPP: row_newbcast only)
        if not d.fmt.endswith("_DPP"):
            return ""
        return " row_newbcast:1" if "dpp_newbcast_only" in d.flags else " quad_perm:[0,1,2,3]"
    ext_bad = failing_lines(arch, [register_line(d) + tail(d) for d in extended])
    sources = [(d, o) for i, d in enumerate(extended) if i not in ext_bad for o in d.operands
               if o.field in ("src0", "vsrc1", "src1", "src2") and o.kind in ("src", "v") and o.width == 1]
    for key, wrap in (("no_sext", "sext({})"), ("no_negabs", "-{}")):
        probes = [(d, o, register_line(d, replace=(o.field, wrap.format("v9"))) + tail(d)) for d, o in sources]
        bad = failing_lines(arch, [line for _, _, line in probes])
        out[key] = {f"{d.name}:{o.field}" for i, (d, o, _) in enumerate(probes) if i in bad}
    # -x and |x| that llvm-mc 14 takes but mis-encodes count as refused (masm refuses them): v_cndmask_b32_sdwa's
    # -v1 comes out as sext(v1), its |v1| as v1
    kept = [(d, o) for d, o in sources if f"{d.name}:{o.field}" not in out["no_negabs"]
            and d.fmt.endswith(("_SDWA", "_DPP"))]
    lines = {wrap: [register_line(d, replace=(o.field, wrap.format("v9"))) + tail(d)
                    for d, o in kept] for wrap in ("{}", "-{}", "|{}|", "sext({})")}
    enc = {wrap: assemble(text, arch) for wrap, text in lines.items()}
    out["no_negabs"] |= {f"{d.name}:{o.field}" for i, (d, o) in enumerate(kept)
                         if enc["-{}"][i] == enc["sext({})"][i] or enc["|{}|"][i] == enc["{}"][i]}
    # SDWA forms whose destination select must stay DWORD (v_mac_f32_sdwa accumulates into its destination)
    sdwa = [(d, register_line(d)) for i, d in enumerate(extended) if i not in ext_bad and d.fmt in ("VOP1_SDWA",
                                                                                                 "VOP2_SDWA")]
    bad = failing_lines(arch, [f"{line} dst_sel:WORD_1" for _, line in sdwa])
    out["no_dst_sel"] = {d.name for i, (d, _) in enumerate(sdwa) if i in bad}
    # scalar operands that refuse M0, EXEC or the src_* values (SMEM data: `s_load_dword m0, ...`; s_setpc_b64's
    # address takes an SGPR pair only), from the first spelling llvm-mc accepts
    scalar_forms = [d for d in arch_table(arch) if d.fmt in SOURCE_FORMATS + ("SOPK", "SMEM", "VOP3B")
                    and d.operands and register_line(d, fill=True)]
    scalar_base = {}
    for scalar in ["", *sorted({o.field for d in scalar_forms for o in d.operands if o.kind == "src"})]:
        todo = [d for d in scalar_forms if d.name not in scalar_base]
        lines = [register_line(d, scalar=scalar, fill=True) for d in todo]
        bad = failing_lines(arch, lines)
        scalar_base.update({d.name: scalar for i, d in enumerate(todo) if i not in bad})
    for key, texts in (("no_m0", {1: "m0"}), ("no_exec", {1: "exec_lo", 2: "exec"}),
                       ("no_special", {1: "src_vccz", 2: "src_vccz"}),
                       ("no_aperture", {1: "src_private_base", 2: "src_private_base"})):
        probes = [(d, o, register_line(d, replace=(o.field, texts[o.width]), scalar=scalar_base[d.name], fill=True))
                  for d in scalar_forms if d.name in scalar_base for o in d.operands
                  if o.kind in ("s", "ssrc", "src") and o.width in texts and o.field != scalar_base[d.name]]
        bad = failures(arch, [line for _, _, line in probes])
        out[key] = {f"{d.name}:{o.field}" for i, (d, o, _) in enumerate(probes)
                    if i in bad and "constant bus" not in bad[i]}
    # a source that had to be an SGPR for the form to assemble at all (v_readlane_b32's lane select, a carry-in or
    # a v_cndmask_b32_e64 mask): whether it takes a VGPR (of its width) instead
    # VOP3P forms that take no written op_sel / op_sel_hi (CDNA3's dot products: llvm-mc 19 wants neither)
    vop3p = [d for d in arch_table(arch) if d.fmt == "VOP3P" and d.operands and register_line(d)
             and "op_sel_hi" not in d.syntax]
    p_bad = failing_lines(arch, [register_line(d) for d in vop3p])
    vop3p = [d for i, d in enumerate(vop3p) if i not in p_bad]
    for key, mod in (("no_op_sel", " op_sel:[1,0]"), ("no_op_sel_hi", " op_sel_hi:[1,1]")):
        bad = failing_lines(arch, [register_line(d) + mod for d in vop3p])
        out.setdefault(key, set()).update(d.name for i, d in enumerate(vop3p) if i in bad)
    # forms whose M0 source does not count against the constant bus (v_writelane_b32's lane select, llvm-mc 19):
    # an SGPR and M0 assemble, two different SGPRs do not
    pairs = [(d, [o.field for o in d.operands if o.kind == "src"]) for d in arch_table(arch)
             if d.fmt in ("VOP3", "VOP3B") and d.operands and register_line(d)]
    pairs = [(d, f) for d, f in pairs if len(f) >= 2]
    two_sgprs = failing_lines(arch, [register_line(d, replace=(f[1], "s3"), scalar=f[0]) for d, f in pairs])
    with_m0 = failing_lines(arch, [register_line(d, replace=(f[1], "m0"), scalar=f[0]) for d, f in pairs])
    out["m0_bus_free"] = {d.name for i, (d, _) in enumerate(pairs) if i in two_sgprs and i not in with_m0}
    # a source that had to be an SGPR for the form to assemble at all takes no VGPR (v_readlane_b32's lane select)
    widths = {(d.name, o.field): o.width for d in forms for o in d.operands}
    alone = [(name, field) for name, field in scalar_of.items() if field not in ("", "*", "=")]
    probes = [register_line(next(d for d in forms if d.name == name), replace=(field, "v9"), scalar="")
              for name, field in alone]
    bad = failures(arch, [line or "" for line in probes])
    out["no_vgpr"] |= {f"{name}:{field}" for i, (name, field) in enumerate(alone)
                       if i in bad and "constant bus" not in bad[i]}
    # buffer instructions that take no lds / no tfe (atomics, format loads ...), from each form as masm prints it
    buffers = [(d, buffer_line(d, arch)) for d in arch_table(arch) if d.fmt in ("MUBUF", "MTBUF")]
    buffers = [(d, line) for d, line in buffers if line]
    buffer_bad = failing_lines(arch, [line for _, line in buffers])
    # buffer instructions whose `lds` is part of the syntax (buffer_store_lds_dword: written, right after offset)
    bare = [line.replace(" lds", "") for _, line in buffers]
    with_offset = failing_lines(arch, [f"{line} offset:4" for line in bare])
    with_lds = failing_lines(arch, [f"{line} offset:4 lds" for line in bare])
    out["lds_operand"] = {d.name for i, (d, _) in enumerate(buffers) if i in with_offset and i not in with_lds}
    glc = next(name for name, field in FAMILY[ARCH_FAMILY[arch]].cache_bits if field == "glc")    # sc0 on CDNA3
    for key, mod in (("no_lds", "lds"), ("no_tfe", "tfe"), ("no_glc", glc)):
        probes = [(i, d, line) for i, (d, line) in enumerate(buffers) if i not in buffer_bad
                  and mod not in line.split()          # (buffer_store_lds_dword is written with its lds)
                  and (mod != glc or "is_atomic" in d.flags)]   # glc: no-return atomics (gfx908's add_f32)
        # a load whose lds form has no data register (CDNA3) is written that way
        written = [buffer_line(d, arch, lds=1) if mod == "lds" and "lds_without_vdata" in d.syntax else f"{line} {mod}"
                   for _, d, line in probes]
        bad = failing_lines(arch, written)
        out[key] = {d.name for n, (_, d, _) in enumerate(probes) if n in bad}
    # sources that must not overlap the destination at all ("no_overlap": v_mqsad_u32_u8) or only partly
    # ("no_partial_overlap": an MFMA's accumulator input), from the first spelling llvm-mc accepts
    overlap_forms = [d for d in arch_table(arch) if d.fmt in ("VOP3", "VOP3P", "MAI") and d.operands
                     and d.operands[0].field == "vdst" and d.operands[0].kind in ("v", "a")]
    aligned = arch == "gfx90a"
    spaced = [(d, spaced_operands(d)) for d in overlap_forms]
    spaced = [(d, ops) for d, ops in spaced if ops]
    base_bad = failing_lines(arch, [f"{d.name} " + ", ".join(ops) for d, ops in spaced])
    probes = []
    for i, (d, parts) in enumerate(spaced):
        if i in base_bad:
            continue
        dst = d.operands[0]
        file = parts[0][0]
        first = int(parts[0][2:].split(":")[0]) if "[" in parts[0] else int(parts[0][1:])
        for n, o in enumerate(d.operands[1:], 1):
            if o.kind not in ("src", "v", "a") or o.kind == "a" and file != "a":
                continue
            for kind, offset in (("same", 0), ("partial", 2 if aligned and o.width >= 2 else 1)):
                if offset and offset >= dst.width:
                    continue
                lo = first + offset
                text = f"{file}{lo}" if o.width == 1 else f"{file}[{lo}:{lo + o.width - 1}]"
                ops = list(parts)
                ops[n] = text
                probes.append((d, o, kind, f"{d.name} " + ", ".join(ops)))
    bad = failures(arch, [line for *_, line in probes])
    refused = {(d.name, o.field, kind) for i, (d, o, kind, _) in enumerate(probes)
               if "overlap" in bad.get(i, "") or "different than" in bad.get(i, "")}
    out["no_overlap"] = {f"{name}:{field}" for name, field, kind in refused if kind == "same"}
    out["no_partial_overlap"] = {f"{name}:{field}" for name, field, kind in refused
                                 if kind == "partial" and (name, field, "same") not in refused}
    # encoding suffixes llvm-mc takes on forms not named with one: `_e32` on any instruction it does not class as VOP3
    # (s_mov_b32_e32, ds_read_b32_e32, v_readlane_b32_e32), `_e64` only on those it does (not v_readlane_b32_e64)
    by_mnemonic: dict[str, set[str]] = {}
    for d in arch_table(arch):
        by_mnemonic.setdefault(d.mnemonic, set()).add(d.fmt)
    unsuffixed = []
    candidates = []
    for d in arch_table(arch):
        if d.name != d.mnemonic or by_mnemonic[d.mnemonic] & {"VOP1", "VOP2", "VOPC", "VINTRP"}:
            continue
        spaced = spaced_operands(d)
        spellings = [f"{d.name} " + ", ".join(spaced) if spaced is not None else None,
                     register_line(d, fill=True), register_line(d, scalar="=", fill=True),
                     buffer_line(d, arch, dmask=0x3 if "compare_swap" in d.flags else 0x1 if d.fmt == "MIMG" else 0),
                     *(register_line(d, scalar=o.field, fill=True) for o in d.operands if o.kind == "src")]
        candidates.append((d, [t.rstrip() for t in spellings if t and t.split(" ", 1)[0] == d.name]))
    for round_ in range(max(len(lines) for _, lines in candidates)):
        todo = [(d, lines[round_]) for d, lines in candidates if len(lines) > round_ and d.name not in
                {u[0].name for u in unsuffixed}]
        bad = failing_lines(arch, [line for _, line in todo])
        for i, (d, line) in enumerate(todo):
            if i not in bad:
                rest = line[len(d.name):]
                unsuffixed.append((d, line, f"{d.name}_e32{rest}", f"{d.name}_e64{rest}"))
    base_bad = failing_lines(arch, [line for _, line, _, _ in unsuffixed])
    e32_bad = failing_lines(arch, [e32 for _, _, e32, _ in unsuffixed])
    e64_bad = failing_lines(arch, [e64 for _, _, _, e64 in unsuffixed])
    out["e32_suffix"] = {d.name for i, (d, *_) in enumerate(unsuffixed) if i not in base_bad and i not in e32_bad}
    out["e64_suffix"] = {d.name for i, (d, *_) in enumerate(unsuffixed) if i not in base_bad and i not in e64_bad}
    # image instructions whose data size llvm-mc does not check against dmask/tfe/d16 (gfx90a's, which have no tfe)
    images = []
    for d in arch_table(arch):
        if d.fmt != "MIMG":
            continue
        line = buffer_line(d, arch, dmask=0x3 if "compare_swap" in d.flags else 0x1)
        if line:
            n = d.operands[0].width // (2 if "compare_swap" in d.flags else 1) if "is_atomic" in d.flags else \
                4 if "image_gather" in d.flags else 1
            other = 2 * n if n < 4 else 2
            head, _, rest = line.partition(" ")
            first, _, tail = rest.partition(",")
            wrong = f"{head} v[0:{other - 1}],{tail}"
            images.append((d, line, wrong))
    right_bad = failing_lines(arch, [line for _, line, _ in images])
    with_d16 = [buffer_line(d, arch, dmask=0x3 if "compare_swap" in d.flags else 0x1, d16=1) for d, _, _ in images]
    d16_bad = failing_lines(arch, [line or "" for line in with_d16])
    out["no_d16"] = {d.name for i, (d, _, _) in enumerate(images) if i not in right_bad and i in d16_bad}
    wrong_bad = failing_lines(arch, [wrong for _, _, wrong in images])
    out["unchecked_data_size"] = {d.name for i, (d, _, _) in enumerate(images)
                                  if i not in right_bad and i not in wrong_bad}
    # DS instructions that take no gds (CDNA3 has no GDS but for the ds_gws_* forms, which need it)
    ds = [(d, buffer_line(d, arch)) for d in arch_table(arch) if d.fmt == "DS"]
    ds = [(d, line) for d, line in ds if line and "gds" not in line.split()]
    ds_bad = failing_lines(arch, [line for _, line in ds])
    probes = [(d, line) for i, (d, line) in enumerate(ds) if i not in ds_bad]
    bad = failing_lines(arch, [f"{line} gds" for _, line in probes])
    out["no_gds"] = {d.name for i, (d, _) in enumerate(probes) if i in bad}
    # DS instructions whose single VGPR must be even (gfx90a's ds_gws_*: "vgpr must be even aligned")
    singles = [d for d in arch_table(arch) if d.fmt == "DS" and [(o.kind, o.width) for o in d.operands] == [("v", 1)]]
    tail = {d.name: (" gds" if d.name.startswith("ds_gws") else "") for d in singles}
    even_ok = failing_lines(arch, [f"{d.name} v2{tail[d.name]}" for d in singles])
    odd_bad = failures(arch, [f"{d.name} v1{tail[d.name]}" for d in singles])
    out["even_vgpr"] = {d.name for i, d in enumerate(singles) if i not in even_ok and "even" in odd_bad.get(i, "")}
    # DS instructions whose single register (in the addr field) is data, so an AGPR on gfx90a (ds_gws_init a2 gds)
    agpr_ok = failing_lines(arch, [f"{d.name} a2{tail[d.name]}" for d in singles])
    out["agpr_addr"] = {d.name for i, d in enumerate(singles) if i not in even_ok and i not in agpr_ok
                        and d.operands[0].field == "addr"}
    # 16-bit immediates that are unsigned (s_cmpk_eq_u32 s0, -1 is refused)
    sopk = [d for d in arch_table(arch) if d.fmt == "SOPK" and [o.kind for o in d.operands] == ["s", "imm16"]]
    bad = failing_lines(arch, [f"{d.name} s2, -1" for d in sopk])
    out["no_negative"] = {f"{d.name}:simm16" for i, d in enumerate(sopk) if i in bad}
    # and SOPP immediates (s_endpgm -1 is refused; s_sleep -1 is taken)
    sopp = [d for d in arch_table(arch) if d.fmt == "SOPP" and [o.kind for o in d.operands] == ["imm16"]]
    bad = failing_lines(arch, [f"{d.name} -1" for d in sopp])
    out["no_negative"] |= {f"{d.name}:{d.operands[0].field}" for i, d in enumerate(sopp) if i in bad}
    return out


def main() -> None:
    result: dict[str, dict[str, set[str]]] = {}
    for arch, family in ARCH_FAMILY.items():
        fam = result.setdefault(family, {"no_clamp": set(), "no_omod": set(), "no_op_sel": set(),
                                         "no_op_sel_hi": set(), "no_neg": set(),
                                         "no_constant": set(),
                                         "no_sgpr": set(), "no_negative": set(), "no_sext": set(),
                                         "no_negabs": set(), "no_vgpr": set(), "no_lds_direct": set(),
                                         "no_lds": set(), "no_tfe": set(), "no_glc": set(), "no_gds": set(),
                                         "even_vgpr": set(), "m0_bus_free": set(),
                                         "no_m0": set(), "no_exec": set(), "no_special": set(), "no_aperture": set(),
                                         "unchecked_data_size": set(), "no_overlap": set(),
                                         "no_partial_overlap": set(), "agpr_addr": set(),
                                         "no_d16": set(), "e32_suffix": set(),
                                         "e64_suffix": set(), "no_dst_sel": set(),
                                         "lds_operand": set(), "no_literal": set()})
        for key, names in probe(arch).items():
            fam[key] |= names
    data = {"_comment": "generated by tools/gen_operand_limits.py from llvm-mc 14 (gfx940: llvm-mc 19), do not edit",
            **{fam: {k: sorted(v) for k, v in sets.items()} for fam, sets in result.items()}}
    text = json.dumps(data, indent=1) + "\n"
    if "--check" in sys.argv[1:]:
        with open(OUT) as f:
            if f.read() != text:
                print(f"{OUT} is out of date (python tools/gen_operand_limits.py)")
                sys.exit(1)
        print(f"{OUT} is up to date")
        return
    with open(OUT, "w") as f:
        f.write(text)
    print(f"wrote {OUT}: " + ", ".join(f"{fam} " + "/".join(str(len(v)) for v in s.values()) for fam, s in result.items()))


if __name__ == "__main__":
    main()
