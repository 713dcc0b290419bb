"""`python -m rulings.engine SCENARIO.json [--json | --changes] [--legal N]`: the step
log, or JSON; with --legal, what the player who must act may do after step N.

The JSON is written a step at a time as the engine plays it, so a long scenario
takes the memory of one state, not of every step's; a reader that stops early
(`| head`) ends the run quietly.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

from . import ScenarioError, load_scenario, run_scenario
from .changes import Tracker
from .engine import play_steps
from .compare import compare_scenario, short_name
from .editions import EDITIONS, rules_for
from .scenario import parse_json


def format_log(replay) -> str:
    lines = [f"Played under the {rules_for(replay.rules).title}.", ""]
    for st in replay.steps:
        mark = "  [REFUSED]" if st.refused else ""
        lines.append(f"{st.index:>3}. {st.summary}{mark}")
        for ev in st.events:
            lines.append(f"       - {ev.text}")
            for c in ev.citations:
                lines.append(f"           {c.rule}: {c.reason}")
    fs = replay.final_state
    if replay.format == 2:  # the phase and step in format 2's words (ending, end)
        from .scenario.format2 import state_to_format2
        fs = state_to_format2(fs)
    lines.append("")
    lines.append(f"Final state: turn {fs['turn']}, {fs['phase']}" + (f" / {fs['step']}" if fs["step"] else "")
                 + f", active player {fs['active_player']}, priority {fs['priority_player'] or 'none'}")
    for p in fs["players"]:
        lines.append(f"  {p['name']}: {p['life']} life" + (" (lost)" if p["lost"] else "") + (" (won)" if p["won"] else ""))
    lines += format_expectations(replay)
    return "\n".join(lines)


def format_expectations(replay) -> list[str]:
    """The scenario's `expect` block, each expectation met or not (nothing if it has none)."""
    if replay.expectations is None:
        return []
    from .expectations import summary
    lines = ["", f"Expected ruling: {summary(replay.expectations)}."]
    for e in replay.expectations:
        lines.append(f"  [{'met' if e.met else 'NOT MET'}] {e.text}" + ("" if e.met else f" (the replay: {e.actual})"))
    return lines


def _format_step(step, edition) -> list[str]:
    lines = [f"  {short_name(edition)}: {step.summary}" + ("  [REFUSED]" if step.refused else "")]
    for ev in step.events:
        lines.append(f"       - {ev.text}")
        for c in ev.citations:
            lines.append(f"           {c.rule}: {c.reason}")
    return lines


def format_comparison(cmp) -> str:
    """The first step where the editions part, side by side, then how they end differently."""
    a, b = cmp.left, cmp.right
    lines = [f"Compared: {rules_for(a.rules).title} / {rules_for(b.rules).title}.", ""]
    if cmp.first_difference is None:
        lines.append("The two editions play this scenario the same way.")
        return "\n".join(lines)
    n = cmp.first_difference
    lines.append(f"They part at step {n}:")
    lines += _format_step(a.steps[n], a.rules)
    lines += _format_step(b.steps[n], b.rules)
    lines += ["", "In the end:"]
    lines += [f"  {d}" for d in cmp.final_differences] or ["  the final game states are the same."]
    return "\n".join(lines)


def _indented(value, depth: int) -> str:
    """`value` as json.dumps(..., indent=1) writes it `depth` levels deep in a document."""
    return json.dumps(value, indent=1).replace("\n", "\n" + " " * depth)


def write_replay(scenario, rules: str | None, out, changes: bool = False) -> bool:
    """The replay as JSON, written step by step: {"format", "rules", "steps",
    "final_state"} and, for a scenario with an `expect` block, "expectations":
    the same text as json.dumps(run_scenario(...).to_json(), indent=1), in the
    words of the scenario's format. With `changes`, each step has "changes"
    (what its state changes from the step before: engine.changes; the set-up's
    are all of it) instead of "state". True unless an expectation is not met."""
    from .editions import rules_for
    from .engine import expectations_of
    from .scenario.format2 import state_to_format2, to_format2
    date = rules_for(rules or scenario.data.get("rules")).date
    spoken = scenario.format == 2
    tracker = Tracker() if changes else None
    out.write('{\n "format": ' + str(scenario.format) + ',\n "rules": ' + json.dumps(date) + ',\n "steps": [')
    last = None
    refused = []
    for step in play_steps(scenario, rules):
        data = step.to_json()
        if spoken:
            data["action"] = to_format2(data["action"], whole=False)
            data["state"] = state_to_format2(data["state"])
        if tracker is not None:
            data["changes"] = tracker.changes(data.pop("state"))
        out.write(("\n  " if last is None else ",\n  ") + _indented(data, 2))
        if step.refused:
            refused.append(step)
        last = step
    out.write('\n ],\n "final_state": ' + _indented(state_to_format2(last.state) if spoken else last.state, 1))
    results = expectations_of(scenario, refused + [last], date)
    if results is not None:
        out.write(',\n "expectations": ' + _indented([e.to_json() for e in results], 1))
    out.write("\n}\n")
    return all(e.met for e in results or ())


def main(argv=None) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:
        # the reader stopped early (`| head`): stop too, without a traceback, and keep
        # Python from failing again as it flushes stdout on its way out
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141  # as a program killed by SIGPIPE


def _main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m rulings.engine",
                                 description="Play a judge's scenario out step by step, under the rules "
                                             "edition it names (February 2007 unless it says otherwise).")
    ap.add_argument("scenario", help="the scenario JSON file")
    ap.add_argument("--json", action="store_true",
                    help="print the log, each step's state and the final state as JSON, step by step")
    ap.add_argument("--changes", action="store_true",
                    help="as --json, but each step gives only what its state changes from the step before")
    ap.add_argument("--rules", choices=sorted(EDITIONS), help="play under this edition (overrides the file's \"rules\")")
    ap.add_argument("--compare", action="store_true",
                    help="play under both editions and show the first step where they part and the final difference")
    ap.add_argument("--legal", type=int, metavar="N",
                    help="list the actions the rules allow the player who must act after step N (0: the set-up)")
    ap.add_argument("--cards", metavar="FILE", default=os.environ.get("RULINGS_CARDS"),
                    help="a compiled cards file ({name: definition}, from manage.py compile_cards --export) for the "
                         "card names the engine's own cards don't know (default: $RULINGS_CARDS)")
    args = ap.parse_args(argv)
    lookup = None
    if args.cards:
        try:
            with open(args.cards, encoding="utf-8") as fh:
                pool = json.load(fh)
            if not isinstance(pool, dict):
                raise ValueError("it is not a JSON object of card definitions by name")
        except (OSError, ValueError) as e:
            print(f"error: can't read the cards file {args.cards}: {e}", file=sys.stderr)
            return 2
        lookup = pool.get
    try:
        with open(args.scenario, encoding="utf-8") as fh:
            data = parse_json(fh.read())
    except ScenarioError as e:
        print(f"error: can't read {args.scenario}: {e}", file=sys.stderr)
        return 2
    except (OSError, ValueError) as e:
        print(f"error: can't read {args.scenario}: {e}", file=sys.stderr)
        return 2
    try:
        scenario = load_scenario(data, cards=lookup)
    except ScenarioError as e:
        if args.json or args.changes:
            print(json.dumps({"errors": [fe.to_json() for fe in e.errors]}, indent=2))
        else:
            for fe in e.errors:
                print(f"error: {fe}", file=sys.stderr)
        return 1
    if args.compare:
        cmp = compare_scenario(scenario)
        print(json.dumps(cmp.to_json(), indent=1) if args.json else format_comparison(cmp))
        return 0
    if args.legal is not None:
        return _print_legal(scenario, args.legal, args.json, args.rules)
    if args.json or args.changes:
        met = write_replay(scenario, args.rules, sys.stdout, changes=args.changes)
        sys.stdout.flush()
        return 0 if met else 1
    replay = run_scenario(scenario, args.rules)
    print(format_log(replay))
    return 0 if replay.expectations_met else 1


def _print_legal(scenario, n: int, as_json: bool, rules: str | None = None) -> int:
    from .engine import game_at
    from .legal_actions import legal_actions
    try:
        game = game_at(scenario, n, rules)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    player, actions = legal_actions(game)
    if scenario.format == 2:  # offered in the file's own words
        from .scenario.format2 import to_format2
        actions = [to_format2(a, whole=False) for a in actions]
    if as_json:
        print(json.dumps({"player": player, "actions": actions}, indent=1))
        return 0
    if player is None:
        print(f"After step {n} no player may act (the game is over).")
        return 0
    print(f"After step {n}, {player} may:")
    for a in actions:
        print("  " + json.dumps(a))
    return 0
