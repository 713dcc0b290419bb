"""legal_actions both ways: every listed action is accepted by the engine when
appended to the scenario, and on small boards every candidate it leaves out
(every object x every target combination x every payment, and pass) is refused."""
from __future__ import annotations

import json
import subprocess
import sys
from itertools import chain, combinations, product

import pytest

from rulings.engine import example_scenarios, load_scenario, run_scenario
from rulings.engine.actions import Action, is_legal
from rulings.engine.continuous import characteristics
from rulings.engine.costs import is_mana_ability
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions

from .conftest import act, make, obj, pass_

WALL = {"name": "Wall of Wood", "mana_cost": "{G}", "types": ["Creature"], "subtypes": ["Wall"], "power": 0,
        "toughness": 3, "abilities": [{"kind": "keyword", "keyword": "defender"}], "text": "Defender"}


def main_phase_board():
    """Alice in her main phase: lands, creatures (one just arrived), Equipment, a
    tap ability, an instant, a sorcery with X, a modal spell, a morph card, a land."""
    return make([
        obj("forest", "Forest"), obj("mountain", "Mountain"), obj("plains", "Plains"),
        obj("bears", "Grizzly Bears"), obj("elves", "Llanowar Elves", arrived_this_turn=True),
        obj("sorcerer", "Prodigal Sorcerer"), obj("splitter", "Bonesplitter"),
        obj("growth", "Giant Growth", zone="hand"), obj("blaze", "Blaze", zone="hand"),
        obj("salve", "Healing Salve", zone="hand"), obj("skin", "Skinthinner", zone="hand"),
        obj("forest2", "Forest", zone="hand"),
        obj("knight", "White Knight", "Bob"), obj("bob_bolt", "Lightning Bolt", "Bob", zone="hand"),
    ], [])


def response_board():
    """Bob holds priority with Alice's Giant Growth on the stack: he may counter
    it, bolt, bounce, or sacrifice his Mogg Fanatic."""
    return make([
        obj("forest", "Forest"), obj("bears", "Grizzly Bears"), obj("growth", "Giant Growth", zone="hand"),
        obj("i1", "Island", "Bob"), obj("i2", "Island", "Bob"), obj("m", "Mountain", "Bob"),
        obj("fanatic", "Mogg Fanatic", "Bob"), obj("cs", "Counterspell", "Bob", zone="hand"),
        obj("bolt", "Lightning Bolt", "Bob", zone="hand"), obj("unsummon", "Unsummon", "Bob", zone="hand"),
    ], [act("play_spell", object="growth", targets=["bears"], mana_abilities=[{"object": "forest"}]), pass_("Alice")])


def upkeep_board():
    """Alice's upkeep: Necrosavant's ability works from her graveyard and asks
    for a creature to sacrifice."""
    return make([
        obj("s1", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp"), obj("s4", "Swamp"),
        obj("bears", "Grizzly Bears"), obj("goblin", "Raging Goblin"),
        obj("necro", "Necrosavant", zone="graveyard"), obj("rootwalla", "Rootwalla", "Bob"),
    ], [], phase="beginning", step="upkeep")


def morph_board():
    """Alice has mana in her pool and a face-down Skinthinner to turn up."""
    swamps = [obj(f"s{i}", "Swamp") for i in range(5)]
    return make(swamps + [obj("skin", "Skinthinner", face_down=True), obj("bears", "Grizzly Bears", "Bob")],
                [act("activate_ability", object=f"s{i}") for i in range(5)])


def attackers_board():
    return make([
        obj("bears", "Grizzly Bears"), obj("elves", "Llanowar Elves", arrived_this_turn=True),
        obj("goblin", "Raging Goblin", arrived_this_turn=True), obj("wall", WALL),
        obj("tired", "Hill Giant", tapped=True), obj("drake", "Wind Drake", "Bob"),
    ], [], phase="combat", step="declare_attackers")


def blockers_board():
    return make([
        obj("bears", "Grizzly Bears"), obj("drake", "Wind Drake"), obj("wk", "White Knight"),
        obj("bk", "Black Knight", "Bob"), obj("bob_bears", "Grizzly Bears", "Bob"), obj("tapped", "Hill Giant", "Bob", tapped=True),
    ], [act("declare_attackers", attackers=["bears", "drake", "wk"]), pass_("Alice"), pass_("Bob")],
        phase="combat", step="declare_attackers")


def damage_board():
    return make([
        obj("wurm", "Spined Wurm"), obj("b1", "Grizzly Bears", "Bob"), obj("b2", "Grizzly Bears", "Bob"),
    ], [act("declare_attackers", attackers=["wurm"]), pass_("Alice"), pass_("Bob"),
        act("declare_blockers", "Bob", blocks=[{"blocker": "b1", "attacker": "wurm"}, {"blocker": "b2", "attacker": "wurm"}]),
        pass_("Alice"), pass_("Bob")], phase="combat", step="declare_attackers")


FIREBOLT = {"name": "Firebolt", "mana_cost": "{R}", "types": ["Sorcery"], "targets": ["creature_or_player"],
            "abilities": [{"kind": "keyword", "keyword": "flashback", "cost": "{1}"}],
            "effect": [{"do": "damage", "amount": 2, "to": "target:0"}], "text": "2 damage. Flashback {1}"}
BURST = {"name": "Burst", "mana_cost": "{B}", "types": ["Instant"], "targets": ["player"],
         "abilities": [{"kind": "keyword", "keyword": "kicker", "cost": "{1}"}],
         "effect": [{"do": "lose_life", "amount": 1, "player": "target:0"}, {"do": "lose_life", "amount": 2, "player": "target:0", "if_kicked": True}],
         "text": "Target player loses 1 life. Kicker {1}: 2 more."}


def costs_board():
    """Flashback from the graveyard, a kicker, and a target opponent (Nezumi Shortfang)."""
    return make([
        obj("fb", FIREBOLT, zone="graveyard"), obj("burst", BURST, zone="hand"), obj("nezumi", "Nezumi Shortfang"),
        obj("s1", "Swamp"), obj("s2", "Swamp"), obj("h", "Forest", "Bob", zone="hand"),
    ], [])


BOARDS = {f.__name__: f for f in (main_phase_board, response_board, upkeep_board, morph_board,
                                   attackers_board, blockers_board, damage_board, costs_board)}


def at_end(data):
    """The game after every action of the board, and the scenario."""
    scenario = load_scenario(data)
    return game_at(scenario, len(scenario.actions)), scenario


def accepted(game, d) -> bool:
    return is_legal(game, Action.from_dict(d)) is None


def key(d) -> tuple:
    """What an action decides, its payment and resolution choices aside."""
    return (d["type"], d["player"], d.get("object"), d.get("ability", 0), tuple(d.get("targets", ())), d.get("mode"),
            d.get("x"), d.get("face_down", False), d.get("kicked", False), tuple((d.get("pay") or {}).get("sacrifice", ())),
            tuple(d.get("attackers", ())), tuple((b["blocker"], b["attacker"]) for b in d.get("blocks", ())),
            tuple((a["source"], a["to"], a["amount"]) for a in d.get("assignments", ())))


# --- the candidates: the whole space on a small board ------------------------------

def payments(game, who):
    """Every set of the player's permanents with a mana ability, each played once."""
    ids = [o.id for o in game.in_play(who) if any(is_mana_ability(ab) for ab in characteristics(game, o).abilities)]
    return [[{"object": i} for i in c] for c in chain.from_iterable(combinations(ids, k) for k in range(len(ids) + 1))]


def priority_candidates(game):
    names = [p.name for p in game.players]
    refs = names + [o.id for o in game.objects.values()]
    target_lists = [[]] + [[r] for r in refs] + [list(t) for t in product(refs, repeat=2)]
    for name in names:
        yield {"type": "pass_priority", "player": name}
    for o in game.objects.values():
        card = o.card
        modes = [None] + list(range(len(card.get("modes", ())))) if card.get("modes") else [None]
        xs = [None, 0, 1, 2, 3] if "X" in (card.get("mana_cost") or "") else [None]
        for name in names:
            yield {"type": "play_land", "player": name, "object": o.id}
            yield {"type": "turn_face_up", "player": name, "object": o.id}
            yield {"type": "suspend", "player": name, "object": o.id}
            for targets, mode, x, fd, kicked in product(target_lists, modes, xs, (False, True), (False, True)):
                yield {"type": "play_spell", "player": name, "object": o.id, "targets": targets, "mode": mode, "x": x,
                       "face_down": fd, "kicked": kicked}
            abilities = characteristics(game, o).abilities
            sacrifices = [None] + [[p.id] for p in game.in_play()]
            for idx, targets in product(range(len(abilities) + 1), target_lists):
                cost = abilities[idx].get("cost") if idx < len(abilities) else None
                needs_sacrifice = isinstance(cost, dict) and cost.get("sacrifice") not in (None, "self")
                for sac in sacrifices if needs_sacrifice else [None]:
                    yield {"type": "activate_ability", "player": name, "object": o.id, "ability": idx, "targets": targets,
                           "pay": {"sacrifice": sac} if sac else None}


def declaration_candidates(game):
    names = [p.name for p in game.players]
    creatures = [o.id for o in game.objects.values()]
    kind = game.awaiting
    for name in names:
        if kind == "declare_attackers":
            for k in range(len(creatures) + 1):
                for c in combinations(creatures, k):
                    yield {"type": kind, "player": name, "attackers": list(c)}
        elif kind == "declare_blockers":
            attackers = [o.id for o in game.objects.values() if o.attacking]
            pairs = [(b, a) for b in creatures for a in attackers]
            for k in range(3):
                for c in combinations(pairs, k):
                    yield {"type": kind, "player": name, "blocks": [{"blocker": b, "attacker": a} for b, a in c]}
        elif name == game.players[game.active].name:
            # one announcement covers every creature (310.1); the engine takes it
            # from the active player, who announces first, as legal_actions lists it
            yield {"type": kind, "player": name}
            for src, to in product(creatures, creatures + names):
                power = characteristics(game, game.objects[src]).power or 0
                yield {"type": kind, "player": name, "assignments": [{"source": src, "to": to, "amount": power}]}


def accepted_keys(game):
    if game.awaiting:
        return {key(d) for d in declaration_candidates(game) if accepted(game, d)}
    found = set()
    for d in priority_candidates(game):
        d = {k: v for k, v in d.items() if not (v is None or v is False or v == [])}
        if key(d) in found:
            continue
        who = game.player_named(d["player"]).index
        refusal = is_legal(game, Action.from_dict(d))
        if refusal is not None and refusal.concept == "pay_total_cost":
            # not enough mana in the pool: try every way of making some first
            if any(accepted(game, {**d, "mana_abilities": m}) for m in payments(game, who)[1:]):
                refusal = None
        if refusal is None:
            found.add(key(d))
    return found


EDITIONS = ("2007-02-01", "2026-06-19")


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("board", sorted(BOARDS))
def test_408_1c_every_action_left_out_is_refused_and_every_listed_one_accepted(board, rules):
    game, _ = at_end({**BOARDS[board](), "rules": rules})
    player, actions = legal_actions(game)
    listed = {key(d) for d in actions}
    assert len(actions) > 1 and player
    assert all(d["player"] == player for d in actions)
    assert listed == accepted_keys(game)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("board", sorted(BOARDS))
def test_legal_actions_appended_to_the_scenario_are_played_unrefused(board, rules):
    data = {**BOARDS[board](), "rules": rules}
    n = len(data["actions"])
    _, actions = legal_actions(at_end(data)[0])
    for action in actions:
        replay = run_scenario(load_scenario({**data, "actions": data["actions"] + [action]}))
        assert not replay.steps[n + 1].refused, (action, [e.text for e in replay.steps[n + 1].events])


def test_legal_actions_at_every_step_of_every_example_are_accepted():
    for _, data in example_scenarios():
        scenario = load_scenario(data)
        for n in range(len(scenario.actions) + 1):
            _, actions = legal_actions(game_at(scenario, n))
            for action in actions:
                replay = run_scenario(load_scenario({**data, "actions": data["actions"][:n] + [action]}))
                assert not replay.steps[n + 1].refused, (data["name"], n, action)


def test_409_1_a_listed_spell_names_a_payment_from_the_mana_the_player_can_make():
    game, _ = at_end(main_phase_board())
    _, actions = legal_actions(game)
    blaze = [d for d in actions if d.get("object") == "blaze"]
    assert {d["x"] for d in blaze} == {0, 1, 2}  # three lands: {R} and X up to 2
    assert all(len(d["mana_abilities"]) == d["x"] + 1 for d in blaze)
    salve = [d for d in actions if d.get("object") == "salve"]
    assert {d["mode"] for d in salve} == {0, 1} and all(d["mana_abilities"] == [{"object": "plains"}] for d in salve)


def test_502_7b_protection_from_white_keeps_the_target_off_the_list():
    data = make([obj("plains", "Plains"), obj("humble", "Humble", zone="hand"), obj("p2", "Plains"),
                 obj("bk", "Black Knight", "Bob"), obj("bears", "Grizzly Bears", "Bob")], [])
    _, actions = legal_actions(at_end(data)[0])
    assert [d["targets"] for d in actions if d.get("object") == "humble"] == [["bears"]]


def test_406_1_a_mana_ability_is_listed_once_for_each_type_it_can_make():
    data = make([obj("pool", "Reflecting Pool"), obj("forest", "Forest"), obj("island", "Island")], [])
    _, actions = legal_actions(at_end(data)[0])
    assert sorted(d.get("choice") or "default" for d in actions if d.get("object") == "pool") == ["G", "default"]  # default: the first in WUBRG order


def test_no_one_may_act_once_the_game_is_over():
    data = make([obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand")],
                [act("play_spell", object="bolt", targets=["Bob"], mana_abilities=[{"object": "m"}]), pass_("Alice"), pass_("Bob")],
                life=(20, 3))
    assert legal_actions(at_end(data)[0]) == (None, [])


def test_cli_legal_prints_the_player_and_the_actions_as_json(tmp_path):
    f = tmp_path / "s.json"
    f.write_text(json.dumps(response_board()))
    out = subprocess.run([sys.executable, "-m", "rulings.engine", str(f), "--legal", "2", "--json"],
                         capture_output=True, text=True, check=True).stdout
    answer = json.loads(out)
    assert answer["player"] == "Bob"
    assert {"type": "play_spell", "player": "Bob", "object": "cs", "targets": ["growth"],
            "mana_abilities": [{"object": "i1"}, {"object": "i2"}]} in answer["actions"]


def test_cli_legal_refuses_a_step_out_of_range(tmp_path):
    f = tmp_path / "s.json"
    f.write_text(json.dumps(response_board()))
    done = subprocess.run([sys.executable, "-m", "rulings.engine", str(f), "--legal", "9"], capture_output=True, text=True)
    assert done.returncode == 2 and "out of range" in done.stderr


def test_dimir_doppelganger_may_target_each_creature_card_in_a_graveyard_and_no_permanent_or_other_card():
    objects = [{"id": "doppel", "card": "Dimir Doppelganger", "owner": "Alice", "zone": "in_play"},
               {"id": "i", "card": "Island", "owner": "Alice", "zone": "in_play"},
               {"id": "i2", "card": "Island", "owner": "Alice", "zone": "in_play"},
               {"id": "s", "card": "Swamp", "owner": "Alice", "zone": "in_play"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"},
               {"id": "jushi", "card": "Jushi Apprentice", "owner": "Bob", "zone": "graveyard"},
               {"id": "elves", "card": "Llanowar Elves", "owner": "Alice", "zone": "graveyard"},
               {"id": "bolt", "card": "Lightning Bolt", "owner": "Bob", "zone": "graveyard"}]
    data = {"format": 1, "name": "t", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
            "objects": objects, "actions": []}
    _, actions = legal_actions(game_at(load_scenario(data), 0))
    targets = sorted(a["targets"][0] for a in actions if a["type"] == "activate_ability" and a["object"] == "doppel")
    assert targets == ["elves", "jushi"]


def test_502_22a_and_502_21a_a_flashback_card_in_the_graveyard_and_a_kicked_spell_are_offered():
    game, _ = at_end(costs_board())
    _, offered = legal_actions(game)
    spells = {(d["object"], d.get("kicked", False)) for d in offered if d["type"] == "play_spell"}
    assert ("fb", False) in spells and ("burst", True) in spells and ("burst", False) in spells
    nezumi = [d["targets"] for d in offered if d.get("object") == "nezumi"]
    assert nezumi == [["Bob"]]  # target opponent: not Alice, not a creature
