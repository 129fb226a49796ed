"""The agent: action parsing, tools and their registry, the loop policy, state, the ReAct loop and its traces."""

from nl2sql.methods.agent.actions import ParsedAction, parse_action, validate_args
from nl2sql.methods.agent.loop import react_sql, react_sql_batch
from nl2sql.methods.agent.policy import EXPECTED_ORDER, expected_next
from nl2sql.methods.agent.result import AgentResult, StepEvent, StopSignal, StreamEvent, results_summary
from nl2sql.methods.agent.state import AgentState, Counters
from nl2sql.methods.agent.stream import react_sql_stream
from nl2sql.methods.agent.tolerant_json import loads_tolerant
from nl2sql.methods.agent.toolkit import LLMRequest, Observation, Outcome, PendingGeneration, Tool, call_tool
from nl2sql.methods.agent.tools import TOOLS
from nl2sql.methods.agent.trace import compliance_summary, summarize_trace

__all__ = [
    "ParsedAction", "loads_tolerant", "parse_action", "validate_args",
    "AgentResult", "StepEvent", "StopSignal", "StreamEvent", "EXPECTED_ORDER", "expected_next", "react_sql",
    "react_sql_batch", "react_sql_stream",
    "results_summary", "AgentState", "Counters", "TOOLS", "LLMRequest", "Observation", "Outcome", "PendingGeneration",
    "Tool", "call_tool", "compliance_summary", "summarize_trace",
]
