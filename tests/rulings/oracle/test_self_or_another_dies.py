"""'Whenever ~ or another <creature type> you control dies' (rulings/oracle/self_or_another_dies.py), played
from real cards' Oracle text (self_or_another_dies_cards.json: records copied from the pool): Undead Augur,
Midnight Entourage, Pashalik Mons, Omnath, Locus of Rage, Kalastria Highborn. One ability that triggers for
the source itself and for each other creature of that type its controller controls that dies, those dying
with it included (a leaves-the-battlefield ability looks back: 2007 410.10c-d; 2026 603.6c, 603.10a), and
for no one else's. Near misses (an effect naming the dead creature, "another Human creature", no "you control")
stay text only here ("another nontoken Zombie" making a token: kindred_token_triggers.py, Headless Rider)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, zone_of

CARDS = Path(__file__).parent / "self_or_another_dies_cards.json"
POOL_TOO = True  # Pyroclasm, Shock, Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Undead Augur", "Midnight Entourage", "Pashalik Mons", "Omnath, Locus of Rage", "Kalastria Highborn"]
NEAR_MISSES = ["Xathrid Necromancer", "Archghoul of Thraben", "Skirk Drill Sergeant", "Rundvelt Hordemaster"]
LOOK_BACK = {R2007: "410.10d", R2026: "603.10a"}


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "self or another dies"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def pyroclasm() -> list:
    return [{"type": "play_spell", "player": "Alice", "object": "pyro", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
            p("Alice"), p("Bob")]


def mountains() -> list:
    return [obj("pyro", "Pyroclasm", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain")]


def library(n) -> list:
    return [obj(f"l{i}", "Grizzly Bears", zone="library") for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_self_or_another_of_a_type_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_undead_augur_triggers_for_itself_and_its_controllers_zombie_dying_with_it(cards, rules):
    objects = [*mountains(), obj("augur", "Undead Augur"), obj("zombie", "Scathe Zombies"), obj("bears", "Grizzly Bears"),
               obj("bob_zombie", "Scathe Zombies", owner="Bob"), *library(4)]
    replay = play(cards, objects, [*pyroclasm(), p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules)
    # itself and Alice's Scathe Zombies: two cards, two life; not the Bears (no Zombie), not Bob's Zombie
    assert [zone_of(replay, f"l{i}") for i in range(4)].count("hand") == 2, log(replay)
    assert life(replay) == {"Alice": 18, "Bob": 20}, log(replay)
    assert LOOK_BACK[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_pashalik_mons_that_died_deals_its_damage_as_it_last_existed(cards, rules):
    objects = [obj("mons", "Pashalik Mons"), obj("shock", "Shock", zone="hand"), obj("m1", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["mons"], "mana_abilities": [{"object": "m1"}]},
               p("Alice"), p("Bob", trigger_targets={"mons": ["Bob"]}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Bob"] == 19, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_pashalik_mons_triggers_for_another_goblin_but_not_an_opponents(cards, rules):
    objects = [obj("mons", "Pashalik Mons"), obj("raiders", "Mons's Goblin Raiders"), obj("bob_raiders", "Mons's Goblin Raiders", owner="Bob"),
               obj("shock", "Shock", zone="hand"), obj("shock2", "Shock", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["raiders"], "mana_abilities": [{"object": "m1"}]},
               p("Alice"), p("Bob", trigger_targets={"mons": ["Bob"]}), p("Alice"), p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "shock2", "targets": ["bob_raiders"], "mana_abilities": [{"object": "m2"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Bob"] == 19, log(replay)  # Alice's Goblin Raiders only
    assert zone_of(replay, "mons") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_kalastria_highborn_drains_only_if_its_controller_pays(cards, rules, pays):
    """ "you may pay {B}. If you do, target player loses 2 life and you gain 2 life": both halves of
    the drain happen only if the payment is made (2007 413.2c; 2026 608.2d)."""
    objects = [obj("kalastria", "Kalastria Highborn"), obj("vampire", "Barony Vampire"), obj("shock", "Shock", zone="hand"),
               obj("m1", "Mountain"), obj("s", "Swamp")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["vampire"], "mana_abilities": [{"object": "m1"}]},
               p("Alice"), p("Bob", trigger_targets={"kalastria": ["Bob"]}), p("Alice"), p("Bob", choices={"kalastria": {"may": pays}})]
    replay = play(cards, objects, actions, rules)
    assert life(replay) == ({"Alice": 22, "Bob": 18} if pays else {"Alice": 20, "Bob": 20}), log(replay)
    assert {R2007: "413.2c", R2026: "608.2d"}[rules] in cited(replay), sorted(cited(replay))
