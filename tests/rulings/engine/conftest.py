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
