"""A numpy wave64 functional simulator for GCN code: executes masm's code objects on the CPU.

`run_program(program, kernel=None, grid=(1,), block=None, args=())` is what `masm.run` calls; `run_dispatches` runs
several dispatches of one kernel with different arguments together; `run_code` runs raw code bytes with hand-set
registers (tests).  Errors are `SimulationError`s (an `AssemblyError`) naming the instruction, its address in the
kernel and its source line, and for memory faults the wave and lane.
"""
from .errors import SimulationError
from .kernargs import DynamicLds
from .launch import RunResult, run_code, run_dispatches, run_program

__all__ = ["DynamicLds", "RunResult", "SimulationError", "run_code", "run_dispatches", "run_program"]
