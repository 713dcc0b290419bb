"""How deep a scenario file nests, checked before anything recurses into it.

A hostile file ("[[[[..." 10,000 deep) would exhaust Python's recursion in
json.loads or copy.deepcopy; the deepest real scenario nests about a dozen
levels (an effect inside a delayed trigger inside an ability inside an inline
card inside an object), so MAX_NESTING leaves ample room and the refusal names
the problem instead.
"""
from __future__ import annotations

import json
import re

from ..errors import FieldError, ScenarioError

MAX_NESTING = 64

# a JSON string (skipped whole, brackets inside it don't count) or a bracket
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def text_nesting(text: str) -> int:
    """The deepest nesting of arrays and objects in a JSON text (without parsing it)."""
    depth = deepest = 0
    for m in _TOKEN.finditer(text):
        t = m.group()
        if t in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        elif t in "]}":
            depth -= 1
    return deepest


def value_nesting(value) -> int:
    """The deepest nesting of lists and dicts in a parsed value (iteratively)."""
    deepest = 0
    todo = [(value, 1)]
    while todo:
        v, d = todo.pop()
        if isinstance(v, dict):
            children = v.values()
        elif isinstance(v, list):
            children = v
        else:
            continue
        deepest = max(deepest, d)
        todo.extend((c, d + 1) for c in children if isinstance(c, (dict, list)))
    return deepest


def too_deep(depth: int) -> ScenarioError:
    return ScenarioError([FieldError("", f"the scenario is nested too deeply: {depth:,} levels of lists and objects, "
                                         f"where a scenario has at most {MAX_NESTING}")])


def parse_json(text: str):
    """json.loads for a scenario file, refusing a file nested deeper than
    MAX_NESTING with ScenarioError; ValueError if it is not JSON."""
    depth = text_nesting(text)
    if depth > MAX_NESTING:
        raise too_deep(depth)
    return json.loads(text)
