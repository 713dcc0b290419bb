"""Helpers to build small scenarios and play them out."""
from __future__ import annotations

import pytest

from rulings.engine import load_scenario, run_scenario


def make(objects, actions, *, active="Alice", phase="precombat_main", step=None, life=(20, 20),
         number=3, priority=None):
    turn = {"number": number, "active_player": active, "phase": phase, "step": step}
    if priority:
        turn["priority_player"] = priority
    return {
        "format": 1, "name": "test", "question": "",
        "players": [{"name": "Alice", "life": life[0]}, {"name": "Bob", "life": life[1]}],
        "turn": turn, "objects": objects, "actions": actions,
    }


def obj(id, card, owner="Alice", zone="in_play", **kw):
    return {"id": id, "card": card, "owner": owner, "zone": zone, **kw}


def act(type, player="Alice", **kw):
    return {"type": type, "player": player, **kw}


def pass_(player):
    return {"type": "pass_priority", "player": player}


def objects_by_id(state):
    return {o["id"]: o for p in state["zones"].values() for z in p.values() for o in z}


def free(name, effect, targets=("creature",)):
    """An instant that costs {0}, so a test needs no lands."""
    return {"name": name, "mana_cost": "{0}", "types": ["Instant"], "targets": list(targets), "effect": effect, "text": name}


def cast(oid, *targets, player="Alice", **kw):
    """Play the spell and let it resolve (both players pass)."""
    other = "Bob" if player == "Alice" else "Alice"
    return [act("play_spell", player, object=oid, targets=list(targets), **kw), pass_(player), pass_(other)]


def texts(step):
    return [e.text for e in step.events]


# One sorcery that returns a creature to its owner's hand and puts it right back into play.
BLINK = {"name": "Blink", "mana_cost": "{U}", "types": ["Sorcery"], "targets": ["creature"],
         "effect": [{"do": "return_to_hand", "what": "target:0"}, {"do": "put_into_play_from_hand"}]}


def blink_the_bears_wearing(attachment):
    """Alice's Grizzly Bears wear `attachment` (a card name); she Blinks them."""
    objs = [obj("attachment", attachment, attached_to="bears"), obj("bears", "Grizzly Bears"),
            obj("i", "Island"), obj("blink", BLINK, zone="hand")]
    return make(objs, [act("play_spell", object="blink", targets=["bears"], choice="bears", mana_abilities=[{"object": "i"}]),
                       pass_("Alice"), pass_("Bob")])


@pytest.fixture
def play():
    """Load and run a scenario dict; returns the replay."""
    def _play(data):
        return run_scenario(load_scenario(data))
    return _play


def rules_of(step):
    return [c.rule for c in step.citations]


def zone_ids(state, player, zone):
    return [o["id"] for o in state["zones"][player][zone]]


# --- every scenario the engine tests play, played again under June 2026 --------------

_2007_WORDS = None


def words_of_2007(text: str) -> list[str]:
    """The 2007-only words of `text` (wording.ONLY_2007), and the verb "play"
    said of anything but a land or suspend's "play it" (305, 702.62a)."""
    import re

    from rulings.engine.wording import ONLY_2007
    global _2007_WORDS
    if _2007_WORDS is None:
        _2007_WORDS = (re.compile("|".join(ONLY_2007), re.I), re.compile(r"\b[Pp]lay(s|ed|ing)?\b"),
                       re.compile(r"\bland|\bplay it without paying|\bplay_land\b", re.I))
    only, play, right = _2007_WORDS
    found = [m.group(0) for m in only.finditer(text)]
    for sentence in re.split(r"(?<=\.)\s+", text):
        if play.search(sentence) and not right.search(sentence):
            found.append(sentence)
    return found


def log_lines(replay) -> list[str]:
    """Everything a replay says: summaries (not the scenario's own name, which
    its author wrote), events and citation reasons."""
    lines = []
    for step in replay.steps:
        if step.index:
            lines.append(step.summary)
        for event in step.events:
            lines.append(event.text)
            lines += [c.reason for c in event.citations]
    return lines


@pytest.fixture(scope="session", autouse=True)
def every_tested_scenario_speaks_2026_words_under_2026():
    """Collects the scenarios the engine tests build and, once they ran, plays
    each under the June 2026 rules: none of their logs may say a 2007-only word.
    (An error at the teardown of the last test lists the offending lines.)"""
    import json

    from rulings.engine import engine

    seen: dict[str, object] = {}
    original = engine.build_game

    def recording(scenario, rules=None):
        try:
            seen.setdefault(json.dumps(scenario.data, sort_keys=True, default=str), scenario)
        except (TypeError, ValueError):
            pass
        return original(scenario, rules)

    engine.build_game = recording
    try:
        yield
    finally:
        engine.build_game = original
    found = []
    for scenario in seen.values():
        try:
            replay = run_scenario(scenario, "2026-06-19")
        except Exception:  # a scenario only one edition can play (its test says so)
            continue
        # a card the test wrote inline keeps its author's text: quoted, it is not the engine's words
        found += [(scenario.data.get("name"), line) for line in log_lines(replay) if words_of_2007(_unquoted(line))]
    assert found == [], f"{len(found)} 2026 log lines say a 2007 word, e.g. {found[:5]}"


def _unquoted(text: str) -> str:
    """The line without what it quotes. A card's text may quote an ability it grants (a Junk token's
    "{T}, Sacrifice this token: ... You may play that card this turn."), so a line holding more than one
    pair of quotes loses all from its first quote to its last: the quotes nest."""
    import re
    if text.count('"') > 2:
        return re.sub(r'".*"', '""', text, flags=re.S)
    return re.sub(r'"[^"]*"', '""', text)
