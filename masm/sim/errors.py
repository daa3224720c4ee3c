"""The one exception a simulated kernel raises: a `SimulationError`, which is an `AssemblyError`.

It names the instruction (its disassembly and address within the kernel), the wave and the lane, and is located at the
kernel's source when the program knows where that instruction came from (otherwise at `<kernel NAME>+0xOFFSET`), so the
CLI renders it like any other diagnostic and library users catch a single exception type.
"""
from __future__ import annotations

from ..diagnostics import AssemblyError, Diagnostic, SourceLoc


class SimulationError(AssemblyError):
    """A kernel did something the simulator refuses to guess about (bad address, unsimulated instruction, hang)."""

    def __init__(self, message: str, loc: SourceLoc | None = None, notes=(), internal: bool = False):
        self.message = message
        self.internal = internal      # a fault of the simulator itself (reported, located, never a traceback)
        super().__init__(Diagnostic("error", message, loc or SourceLoc("<simulator>", 1, 1), tuple(notes)))


class MemoryFault(Exception):
    """A fault during one instruction (bad address, trap); the executor turns it into a SimulationError naming the
    instruction and, when known, the wave and lane."""

    def __init__(self, message: str, lane: int | None = None, wave: int | None = None):
        super().__init__(message)
        self.message = message
        self.lane = lane
        self.wave = wave
