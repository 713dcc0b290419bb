"""Real cards with two linked abilities whose second returns what the first exiled (rulings/oracle/linked_exiles.py,
rulings/engine/effects/linked_exile.py; 2007: 217.7d; 2026: 607.2a): Fiend Hunter's "you may exile another target
creature", Tidehollow Sculler's card exiled from a hand and returned "to its owner's hand", Petradon's two lands,
Worldgorger Dragon's "all other permanents you control" returning together (2007: 410.10a; 2026: 603.6a), Oblivion
Ring returning an Aura (2007: 212.4j; 2026: 303.4f), Gravegouger's cards returned to a graveyard, Realm Razer's lands
returned tapped."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "linked_exiles_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]
LINKED = {"2007-02-01": "217.7d", "2026-06-19": "607.2a"}
TOGETHER = {"2007-02-01": "410.10a", "2026-06-19": "603.6a"}
CLAIMED = ["Fiend Hunter", "Tidehollow Sculler", "Mesmeric Fiend", "Petradon", "Worldgorger Dragon", "Oblivion Ring", "Gravegouger",
           "Realm Razer", "Leonin Relic-Warder", "Slithery Stalker", "Petravark", "Faceless Devourer"]


@pytest.mark.parametrize("name", CLAIMED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].abilities


@pytest.mark.parametrize("name", ["Wormfang Newt", "Hypnox"])
def test_cards_whose_exiling_ability_is_not_read_keep_the_return_text_only(compiled, name):
    assert not compiled[name].played


def mountains(n, owner="Alice"):
    return [obj(f"m{k}", "Mountain", owner=owner) for k in range(n)]


def cast(oid, player, lands, targets=None):
    action = {"type": "play_spell", "player": player, "object": oid, "mana_abilities": [{"object": land} for land in lands]}
    if targets:
        action["targets"] = targets
    return action


def bolt(target, land="bm"):
    return cast("bolt", "Bob", [land], [target])


def BOLT_AFTER(target):  # noqa: N802
    """Alice passes with the stack empty, Bob bolts `target` and it resolves; its leaves ability then resolves."""
    return [p("Alice"), bolt(target), p("Bob"), p("Alice"), p("Alice"), p("Bob")]


def leaves_game(cards, rules, objects, actions):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def fiend_hunter_game(cards, rules, may):
    objects = [obj("hunter", "Fiend Hunter", zone="hand"), *[obj(f"p{k}", "Plains") for k in range(3)],
               obj("lions", "Savannah Lions", owner="Bob"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               obj("bm", "Mountain", owner="Bob")]
    actions = [cast("hunter", "Alice", ["p0", "p1", "p2"]), p("Alice"), p("Bob", trigger_targets={"hunter": ["lions"]}),
               p("Alice"), p("Bob", choices={"hunter": {"may": may}}), *BOLT_AFTER("hunter")]
    return leaves_game(cards, rules, objects, actions)


@pytest.mark.parametrize("rules", BOTH)
def test_fiend_hunter_returns_the_creature_it_chose_to_exile_when_it_dies(cards, rules):
    replay = fiend_hunter_game(cards, rules, True)
    assert zone_of(replay, "hunter") == "graveyard"
    assert zone_of(replay, "lions") == "in_play"
    assert "Savannah Lions, exiled by Fiend Hunter's linked ability, returns" in log(replay).replace("removed from the game", "exiled")
    assert LINKED[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_fiend_hunter_that_exiled_nothing_returns_nothing(cards, rules):
    replay = fiend_hunter_game(cards, rules, False)
    assert zone_of(replay, "lions") == "in_play"
    assert "so nothing returns" in log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_tidehollow_sculler_returns_the_chosen_card_to_its_owners_hand(cards, rules):
    objects = [obj("sculler", "Tidehollow Sculler", zone="hand"), obj("p0", "Plains"), obj("s0", "Swamp"),
               obj("growth", "Giant Growth", owner="Bob", zone="hand"), obj("isl", "Island", owner="Bob", zone="hand"),
               obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("bm", "Mountain", owner="Bob")]
    actions = [cast("sculler", "Alice", ["p0", "s0"]), p("Alice"), p("Bob", trigger_targets={"sculler": ["Bob"]}),
               p("Alice"), p("Bob", choices={"sculler": {"cards": ["growth"]}}), *BOLT_AFTER("sculler")]
    mid = run_scenario(load_scenario(in_main_phase(objects, actions[:5], rules), cards=cards))
    assert zone_of(mid, "growth") == "removed_from_game"
    replay = leaves_game(cards, rules, objects, actions)
    assert zone_of(replay, "growth") == "hand"
    assert "returns to its owner's (Bob's) hand" in log(replay)
    assert LINKED[rules] in cited(replay)


def plowed(actions, target):
    """Alice passes with the stack empty; Bob casts Swords to Plowshares on `target` (exiling it), and then the
    leaves ability resolves."""
    return actions + [p("Alice"), cast("swords", "Bob", ["bp0"], [target]), p("Bob"), p("Alice"), p("Alice"), p("Bob")]


BOBS_SWORDS = [obj("swords", "Swords to Plowshares", owner="Bob", zone="hand"), obj("bp0", "Plains", owner="Bob")]


@pytest.mark.parametrize("rules", BOTH)
def test_petradon_returns_both_lands_it_exiled_when_it_leaves(cards, rules):
    objects = [obj("petradon", "Petradon", zone="hand"), *mountains(8), obj("f1", "Forest", owner="Bob"), obj("f2", "Forest", owner="Bob"),
               *BOBS_SWORDS]
    actions = [cast("petradon", "Alice", [f"m{k}" for k in range(8)]), p("Alice"),
               p("Bob", trigger_targets={"petradon": ["f1", "f2"]}), p("Alice"), p("Bob")]
    mid = leaves_game(cards, rules, objects, actions)
    assert zone_of(mid, "f1") == zone_of(mid, "f2") == "removed_from_game"
    replay = leaves_game(cards, rules, objects, plowed(actions, "petradon"))
    assert zone_of(replay, "petradon") == "removed_from_game"
    assert zone_of(replay, "f1") == zone_of(replay, "f2") == "in_play"
    assert LINKED[rules] in cited(replay)


def worldgorger_game(cards, rules, leaves=True):
    """Alice's Worldgorger Dragon exiles her Mountains, Savannah Lions, Grizzly Bears and Soul Warden (in that
    order); Bob's Swords to Plowshares then exiles the Dragon (Alice gains 7 life)."""
    objects = [obj("dragon", "Worldgorger Dragon", zone="hand"), *mountains(6), obj("lions", "Savannah Lions"),
               obj("bears", "Grizzly Bears"), obj("warden", "Soul Warden"), *BOBS_SWORDS]
    actions = [cast("dragon", "Alice", [f"m{k}" for k in range(6)]), p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    # the Warden's three triggers (the Dragon entering, then the Lions and the Bears returning) resolve last
    return leaves_game(cards, rules, objects, plowed(actions, "dragon") + [p("Alice"), p("Bob")] * 3 if leaves else actions)


@pytest.mark.parametrize("rules", BOTH)
def test_worldgorger_dragon_exiles_all_other_permanents_its_controller_controls(cards, rules):
    replay = worldgorger_game(cards, rules, leaves=False)
    assert {zone_of(replay, oid) for oid in ("lions", "bears", "warden", "m0", "m5")} == {"removed_from_game"}


@pytest.mark.parametrize("rules", BOTH)
def test_worldgorger_dragons_cards_return_together_and_soul_warden_sees_the_others_enter(cards, rules):
    replay = worldgorger_game(cards, rules)
    assert zone_of(replay, "dragon") == "removed_from_game"
    assert {zone_of(replay, oid) for oid in ("lions", "bears", "warden", "m0", "m5")} == {"in_play"}
    # 1 life as the Dragon entered, 7 from the Swords; Soul Warden returned in the same event as the Lions and
    # the Bears (and after them in the engine's order): it sees both enter, 2 life
    assert life(replay)["Alice"] == 30, log(replay)
    assert TOGETHER[rules] in cited(replay)
    assert LINKED[rules] in cited(replay)
    assert all(not o.get("tapped") for oid, o in objects_in(replay.final_state).items() if oid.startswith("m"))


@pytest.mark.parametrize("rules", BOTH)
def test_oblivion_ring_returns_an_aura_attached_to_what_its_owner_chooses(cards, rules):
    objects = [obj("ring", "Oblivion Ring", zone="hand"), *[obj(f"p{k}", "Plains") for k in range(3)],
               obj("lions", "Savannah Lions"), obj("bears", "Grizzly Bears"),
               obj("pacifism", "Pacifism", owner="Bob", attached_to="lions"),
               obj("disenchant", "Disenchant", owner="Bob", zone="hand"), obj("bp0", "Plains", owner="Bob"), obj("bp1", "Plains", owner="Bob")]
    actions = [cast("ring", "Alice", ["p0", "p1", "p2"]), p("Alice"), p("Bob", trigger_targets={"ring": ["pacifism"]}), p("Alice"),
               p("Bob"), p("Alice"), cast("disenchant", "Bob", ["bp0", "bp1"], ["ring"]), p("Bob"), p("Alice"),
               p("Alice"), p("Bob", choices={"pacifism": {"enchant": "bears"}})]
    replay = leaves_game(cards, rules, objects, actions)
    state = objects_in(replay.final_state)
    assert zone_of(replay, "ring") == "graveyard"
    assert zone_of(replay, "pacifism") == "in_play"
    assert state["pacifism"].get("attached_to") == "bears", log(replay)
    assert {"2007-02-01": "212.4j", "2026-06-19": "303.4f"}[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_gravegouger_returns_the_exiled_cards_to_their_owners_graveyard(cards, rules):
    objects = [obj("gouger", "Gravegouger", zone="hand"), *[obj(f"s{k}", "Swamp") for k in range(3)],
               obj("g1", "Savannah Lions", owner="Bob", zone="graveyard"), obj("g2", "Shock", owner="Bob", zone="graveyard"),
               obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("bm", "Mountain", owner="Bob")]
    actions = [cast("gouger", "Alice", ["s0", "s1", "s2"]), p("Alice"), p("Bob", trigger_targets={"gouger": ["g1", "g2"]}), p("Alice"),
               p("Bob"), *BOLT_AFTER("gouger")]
    replay = leaves_game(cards, rules, objects, actions)
    assert zone_of(replay, "gouger") == "graveyard"
    assert zone_of(replay, "g1") == zone_of(replay, "g2") == "graveyard"
    assert "returns to its owner's (Bob's) graveyard" in log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_realm_razer_returns_the_lands_tapped(cards, rules):
    """Bob's Lotus Petal (no land) pays for the Lightning Bolt that kills Realm Razer."""
    objects = [obj("razer", "Realm Razer", zone="hand"), obj("f0", "Forest"), obj("p0", "Plains"), *mountains(4),
               obj("bf", "Forest", owner="Bob"), obj("petal", "Lotus Petal", owner="Bob"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand")]
    actions = [cast("razer", "Alice", ["f0", "p0", "m0", "m1", "m2", "m3"]), p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    mid = leaves_game(cards, rules, objects, actions)
    assert {zone_of(mid, oid) for oid in ("f0", "m0", "bf")} == {"removed_from_game"}
    actions += [p("Alice"), {**bolt("razer"), "mana_abilities": [{"object": "petal", "choice": "R"}]}, p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = leaves_game(cards, rules, objects, actions)
    state = objects_in(replay.final_state)
    assert zone_of(replay, "razer") == "graveyard"
    assert {zone_of(replay, oid) for oid in ("f0", "m0", "bf")} == {"in_play"}
    assert all(state[oid].get("tapped") for oid in ("f0", "p0", "m0", "m3", "bf")), log(replay)


@pytest.mark.parametrize("text", [
    # "the exiled card" with an ability exiling two
    "When this creature enters, exile two target lands.\nWhen this creature leaves the battlefield, return the exiled card to the "
    "battlefield under its owner's control.",
    # two abilities that exile: which one's card is meant?
    "When this creature enters, exile target creature.\n{T}: Exile target card from a graveyard.\nWhen this creature leaves the "
    "battlefield, return the exiled cards to the battlefield under their owners' control.",
    # nothing exiled by the card
    "When this creature leaves the battlefield, return the exiled card to its owner's hand.",
    # one card and "their owners'"
    "When this creature enters, exile target creature.\nWhen this creature leaves the battlefield, return the exiled card to the "
    "battlefield under their owners' control.",
    # "exile ... until": the other kind (610.3), not a linked pair
    "When this creature enters, exile target creature until this creature leaves the battlefield.\nWhen this creature leaves the "
    "battlefield, return the exiled card to its owner's hand.",
])
def test_near_misses_stay_text_only(text):
    card = {"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text}
    assert not compile_card(card).played
