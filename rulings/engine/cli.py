"""`python -m rulings.engine SCENARIO.json [--json] [--legal N]`: the step log,
or JSON; with --legal, what the player who must act may do after step N."""
from __future__ import annotations

import argparse
import json
import sys

from . import ScenarioError, load_scenario, run_scenario
from .scenario import parse_json


def format_log(replay) -> str:
    lines = []
    for st in replay.steps:
        mark = "  [REFUSED]" if st.refused else ""
        lines.append(f"{st.index:>3}. {st.summary}{mark}")
        for ev in st.events:
            lines.append(f"       - {ev.text}")
            for c in ev.citations:
                lines.append(f"           {c.rule}: {c.reason}")
    fs = replay.final_state
    lines.append("")
    lines.append(f"Final state: turn {fs['turn']}, {fs['phase']}" + (f" / {fs['step']}" if fs["step"] else "")
                 + f", active player {fs['active_player']}, priority {fs['priority_player'] or 'none'}")
    for p in fs["players"]:
        lines.append(f"  {p['name']}: {p['life']} life" + (" (lost)" if p["lost"] else "") + (" (won)" if p["won"] else ""))
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m rulings.engine",
                                 description="Play a judge's scenario out under the 2007 rules, step by step.")
    ap.add_argument("scenario", help="the scenario JSON file")
    ap.add_argument("--json", action="store_true", help="print the log and the final state as JSON")
    ap.add_argument("--legal", type=int, metavar="N",
                    help="list the actions the rules allow the player who must act after step N (0: the set-up)")
    args = ap.parse_args(argv)
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
        scenario = load_scenario(data)
    except ScenarioError as e:
        if args.json:
            print(json.dumps({"errors": [fe.to_json() for fe in e.errors]}, indent=2))
        else:
            for fe in e.errors:
                print(f"error: {fe}", file=sys.stderr)
        return 1
    if args.legal is not None:
        return _print_legal(scenario, args.legal, args.json)
    replay = run_scenario(scenario)
    if args.json:
        print(json.dumps(replay.to_json(), indent=1))
    else:
        print(format_log(replay))
    return 0


def _print_legal(scenario, n: int, as_json: bool) -> int:
    from .engine import game_at
    from .legal_actions import legal_actions
    try:
        game = game_at(scenario, n)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    player, actions = legal_actions(game)
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
