"""The agent: action parsing, tools and their registry, the loop policy, state, the ReAct loop and its traces."""

from .actions import ParsedAction, parse_action, validate_args
from .tolerant_json import loads_tolerant
from .loop import react_sql, react_sql_batch
from .policy import EXPECTED_ORDER, expected_next
from .result import AgentResult, StepEvent, StopSignal, StreamEvent, results_summary
from .state import AgentState, Counters
from .stream import react_sql_stream
from .toolkit import LLMRequest, Observation, Outcome, PendingGeneration, Tool, call_tool
from .tools import TOOLS
from .trace import compliance_summary, summarize_trace

__all__ = [
    "ParsedAction", "loads_tolerant", "parse_action", "validate_args",
    "AgentResult", "StepEvent", "StopSignal", "StreamEvent", "EXPECTED_ORDER", "expected_next", "react_sql",
    "react_sql_batch", "react_sql_stream",
    "results_summary", "AgentState", "Counters", "TOOLS", "LLMRequest", "Observation", "Outcome", "PendingGeneration",
    "Tool", "call_tool", "compliance_summary", "summarize_trace",
]
