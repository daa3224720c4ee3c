"""A tiny wave64 model that runs the lowered control-flow code (and the few user instructions the tests use).

Only for the statement-stage tests: it knows the instructions `masm.statements` emits for structured control flow
plus v_mov/v_add/v_xor/s_mov/s_add(k)/s_movk, enough to check behaviour lane by lane.  The simulator engineer's
`masm.sim` is the real thing.
"""
from __future__ import annotations

import re

LANES = 64
FULL = (1 << LANES) - 1
M32 = 0xFFFFFFFF


class StepLimit(Exception):
    pass


def _signed(v: int) -> int:
    v &= M32
    return v - (1 << 32) if v & 0x80000000 else v


_CMP = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "lg": lambda a, b: a != b, "lt": lambda a, b: a < b,
        "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b}


class Wave:
    def __init__(self, exec_mask: int = FULL):
        self.s = [0] * 106
        self.v = [[0] * LANES for _ in range(256)]
        self.v[0] = list(range(LANES))        # v0 = lane id
        self.exec = exec_mask
        self.vcc = 0
        self.scc = 0

    # ----------------------------------------------------------------------------------------- operands
    def read64(self, op: str) -> int:
        if op == "exec":
            return self.exec
        if op == "vcc":
            return self.vcc
        m = re.fullmatch(r"s\[(\d+):(\d+)\]", op)
        if m:
            lo = int(m.group(1))
            return self.s[lo] | (self.s[lo + 1] << 32)
        return int(op, 0) & FULL

    def write64(self, op: str, value: int) -> None:
        value &= FULL
        if op == "exec":
            self.exec = value
        elif op == "vcc":
            self.vcc = value
        else:
            lo = int(re.fullmatch(r"s\[(\d+):(\d+)\]", op).group(1))
            self.s[lo], self.s[lo + 1] = value & M32, value >> 32

    def scalar(self, op: str) -> int:
        if op.startswith("s") and op[1:].isdigit():
            return self.s[int(op[1:])]
        return int(op, 0) & M32

    def lane(self, op: str, lane: int) -> int:
        if op.startswith("v") and op[1:].isdigit():
            return self.v[int(op[1:])][lane]
        return self.scalar(op)

    # ----------------------------------------------------------------------------------------- execution
    def run(self, lines: list[str], max_steps: int = 30_000) -> "Wave":
        labels = {t[:-1]: i for i, t in enumerate(lines) if t.endswith(":")}
        pc, steps = 0, 0
        while pc < len(lines):
            steps += 1
            if steps > max_steps:
                raise StepLimit(f"more than {max_steps} steps")
            text = lines[pc]
            pc += 1
            if text.endswith(":"):
                continue
            mnemonic, _, rest = text.partition(" ")
            ops = [o.strip() for o in rest.split(",")] if rest else []
            target = self.step(mnemonic, ops)
            if target is not None:
                pc = labels[target]
        return self

    def step(self, m: str, ops: list[str]) -> str | None:
        if m == "s_branch":
            return ops[0]
        if m.startswith("s_cbranch_"):
            cond = {"scc0": self.scc == 0, "scc1": self.scc == 1, "vccz": self.vcc == 0, "vccnz": self.vcc != 0,
                    "execz": self.exec == 0, "execnz": self.exec != 0}[m[len("s_cbranch_"):]]
            return ops[0] if cond else None
        if m.startswith("s_cmpk_") or m.startswith("s_cmp_"):
            _, _, op, ty = m.split("_")
            a, b = self.scalar(ops[0]), self.scalar(ops[1])
            if ty == "i32":
                a, b = _signed(a), _signed(b)
            self.scc = int(_CMP[op](a, b))
            return None
        if m.startswith("v_cmp_"):
            parts = m.split("_")
            op, ty = parts[2], parts[3]
            mask = 0
            for lane in range(LANES):
                if self.exec >> lane & 1:
                    a, b = self.lane(ops[1], lane), self.lane(ops[2], lane)
                    if ty == "i32":
                        a, b = _signed(a), _signed(b)
                    mask |= int(_CMP[op](a, b)) << lane
            self.vcc = mask
            return None
        if m == "s_and_saveexec_b64":
            self.write64(ops[0], self.exec)
            self.exec &= self.read64(ops[1])
            self.scc = int(self.exec != 0)
            return None
        binary = {"s_and_b64": lambda a, b: a & b, "s_or_b64": lambda a, b: a | b,
                  "s_andn2_b64": lambda a, b: a & ~b, "s_xor_b64": lambda a, b: a ^ b}
        if m in binary:
            value = binary[m](self.read64(ops[1]), self.read64(ops[2])) & FULL
            self.write64(ops[0], value)
            self.scc = int(value != 0)
            return None
        if m == "s_mov_b64":
            self.write64(ops[0], self.read64(ops[1]))
            return None
        if m in ("s_mov_b32", "s_movk_i32"):
            self.s[int(ops[0][1:])] = self.scalar(ops[1])
            return None
        if m in ("s_add_u32", "s_addk_i32"):
            a = self.scalar(ops[1]) if m == "s_add_u32" else self.s[int(ops[0][1:])]
            b = self.scalar(ops[2] if m == "s_add_u32" else ops[1])
            self.s[int(ops[0][1:])] = (a + b) & M32
            return None
        vector = {"v_mov_b32": lambda a: a, "v_add_u32": lambda a, b: a + b, "v_xor_b32": lambda a, b: a ^ b}
        if m in vector:
            dst = int(ops[0][1:])
            for lane in range(LANES):
                if self.exec >> lane & 1:
                    self.v[dst][lane] = vector[m](*(self.lane(o, lane) for o in ops[1:])) & M32
            return None
        if m == "s_nop":
            return None
        raise NotImplementedError(m)
