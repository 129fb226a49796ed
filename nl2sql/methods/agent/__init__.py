"""The agent: action parsing, tools and their registry, the loop policy, state, the ReAct loop and its traces."""

from nl2sql.methods.agent.actions import ParsedAction, parse_action, validate_args
from nl2sql.methods.agent.loop import react_sql, react_sql_batch
from nl2sql.methods.agent.policy import expected_next
from nl2sql.methods.agent.result import AgentResult, StepEvent, StopSignal, StreamEvent, results_summary
from nl2sql.methods.agent.rules import Gate, Policy, Step
from nl2sql.methods.agent.state import AgentState, Counters
from nl2sql.methods.agent.stream import react_sql_stream
from nl2sql.methods.agent.tolerant_json import loads_tolerant
from nl2sql.methods.agent.toolkit import Observation, Outcome, PendingGeneration, Tool, call_tool, tool
from nl2sql.methods.agent.tools import EXPECTED_ORDER, OPTIONAL_TOOLS, TOOLS, register_tool
from nl2sql.methods.agent.trace import compliance_summary, summarize_trace
from nl2sql.methods.driver import LLMRequest

__all__ = [
    "ParsedAction", "loads_tolerant", "parse_action", "validate_args",
    "AgentResult", "StepEvent", "StopSignal", "StreamEvent", "EXPECTED_ORDER", "expected_next", "react_sql",
    "react_sql_batch", "react_sql_stream",
    "results_summary", "AgentState", "Counters", "TOOLS", "LLMRequest", "Observation", "Outcome", "PendingGeneration",
    "Tool", "call_tool", "compliance_summary", "summarize_trace", "tool", "Gate", "Policy", "Step", "OPTIONAL_TOOLS",
    "register_tool",
]
