"""The agent: action parsing, tools, state, the ReAct loop of seed 000 and its traces."""

from .actions import ParsedAction, loads_tolerant, parse_action, validate_args
from .loop import AgentResult, StepEvent, StopSignal, expected_next, react_sql, react_sql_batch, results_summary
from .state import AgentState, Counters
from .tools import TOOLS, LLMRequest, Observation, PendingGeneration, Tool, call_tool
from .trace import compliance_summary, summarize_trace

__all__ = [
    "ParsedAction", "loads_tolerant", "parse_action", "validate_args",
    "AgentResult", "StepEvent", "StopSignal", "expected_next", "react_sql", "react_sql_batch", "results_summary",
    "AgentState", "Counters", "TOOLS", "LLMRequest", "Observation", "PendingGeneration", "Tool", "call_tool",
    "compliance_summary", "summarize_trace",
]
