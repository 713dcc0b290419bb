"""Counts the description grammar left unread (rulings/oracle/plural_counts.py), played from real cards'
Oracle text (plural_counts_cards.json: records copied from the pool): "the number of Elves / Allies /
Equipment you control" (Shaman of the Pack, Halimar Excavator, Armed Response), "the number of attacking
creatures" (Divine Retribution, Flurry of Wings), "the number of opponents you have" (Inspired Sphinx),
and damage "equal to the number of +1/+1 counters on it" (Kilnmouth Dragon, Falkenrath Exterminator).
Each is counted once, as the instruction is followed (2007 413.2f; 2026 608.2h); near misses stay
text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import activate, cited, in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "plural_counts_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant, Llanowar Elves and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
COUNTED_ONCE = {R2007: "413.2f", R2026: "608.2h"}
PLAYED = ["Armed Response", "Cleaving Skyrider", "Daru Stinger", "Divine Retribution", "Falkenrath Exterminator", "Flurry of Wings",
          "Hagra Diabolist", "Halimar Excavator", "Imaryll, Elfhame Elite", "Inspired Sphinx", "Kilnmouth Dragon", "Marshal of the Lost",
          "Preyseizer Dragon", "Radha, Coalition Warlord", "Shaman of the Pack", "Tribal Flames", "Charisma Bobblehead",
          "Intelligence Bobblehead", "Strength Bobblehead", "Goblin Razerunners", "Vicious Shadows", "Munitions Expert",
          "Murasa Pyromancer", "Reclusive Artificer", "Ruination Rioter", "Tajuru Archer", "Harpoon Sniper"]
#: "attacking creatures with flying"; "Elves you control plus the number of Elf cards"; "on it" after a target player;
#: X said twice; an X/X the count makes; "he deals damage" (Smaug: no template reads "he")
NEAR_MISSES = ["Siani, Eye of the Storm", "Gloom Ripper", "Maga, Traitor to Mortals", "Fell Beast of Mordor", "Elvish Branchbender",
               "Smaug the Magnificent"]


def play(cards, objects, actions, rules, players=None):
    scenario = in_main_phase(objects, actions, rules, "plural counts")
    if players:
        scenario["players"] = [{"name": n} for n in players]
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def attack(*attackers):
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": list(attackers)}]


@pytest.mark.parametrize("name", PLAYED)
def test_plural_count_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counts_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "Target player loses life equal to the number of Elves.",  # whose Elves: not said
    "Target player loses life equal to the number of Wolves your friends control.",
    "Target player loses life equal to the number of attacking creatures with flying.",
    "Target player loses life equal to the number of +1/+1 counters on target creature.",
    "Target player loses life equal to the number of Elves or Elves you control.",
])
def test_counts_no_grammar_reads_whole_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{B}", "types": ["Sorcery"], "text": text}).played


def test_a_spell_has_no_counters_of_its_own_to_count():
    text = "~ deals damage equal to the number of +1/+1 counters on it to any target."
    assert not compile_card({"name": "Near Miss", "mana_cost": "{R}", "types": ["Instant"], "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_divine_retribution_counts_every_attacking_creature(cards, rules):
    objects = [obj("giant", "Hill Giant"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"),
               obj("dr", "Divine Retribution", owner="Bob", zone="hand"), obj("w1", "Plains", owner="Bob"), obj("w2", "Plains", owner="Bob")]
    actions = attack("giant", "b1", "b2") + [
        p("Alice"), {"type": "play_spell", "player": "Bob", "object": "dr", "targets": ["giant"],
                     "mana_abilities": [{"object": "w1"}, {"object": "w2"}]}, p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "giant") == "graveyard", log(replay)  # 3 damage, one for each of the three attackers
    assert {R2007: "420.5c", R2026: "704.5g"}[rules] in cited(replay), sorted(cited(replay))  # lethal damage


@pytest.mark.parametrize("rules", EDITIONS)
def test_flurry_of_wings_creates_a_bird_for_each_attacking_creature(cards, rules):
    objects = [obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"), obj("idle", "Grizzly Bears"),
               obj("flurry", "Flurry of Wings", zone="hand"), obj("f", "Forest"), obj("w", "Plains"), obj("i", "Island")]
    actions = attack("b1", "b2") + [
        {"type": "play_spell", "player": "Alice", "object": "flurry", "mana_abilities": [{"object": x} for x in ("f", "w", "i")]},
        p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    birds = [o for o in objects_in(replay.final_state).values() if o.get("name", "").startswith("Bird")]
    assert len(birds) == 2, log(replay)  # the creature that didn't attack is not counted


@pytest.mark.parametrize("rules", EDITIONS)
def test_armed_response_counts_only_its_casters_equipment(cards, rules):
    objects = [obj("giant", "Hill Giant"), {**obj("alice_eq", "Bonesplitter"), "attached_to": "giant"},
               obj("e1", "Bonesplitter", owner="Bob"), obj("e2", "Bonesplitter", owner="Bob"),
               obj("ar", "Armed Response", owner="Bob", zone="hand"), *(obj(f"w{i}", "Plains", owner="Bob") for i in range(3))]
    actions = attack("giant") + [
        p("Alice"), {"type": "play_spell", "player": "Bob", "object": "ar", "targets": ["giant"],
                     "mana_abilities": [{"object": f"w{i}"} for i in range(3)]}, p("Bob"), p("Alice")]
    replay = play(cards, objects, actions, rules)
    giant = objects_in(replay.final_state)["giant"]
    assert zone_of(replay, "giant") == "in_play" and giant["damage"] == 2, log(replay)  # Bob's two Equipment; Alice's doesn't count


@pytest.mark.parametrize("rules", EDITIONS)
def test_shaman_of_the_pack_counts_its_controllers_elves_itself_included(cards, rules):
    objects = [obj("shaman", "Shaman of the Pack", zone="hand"), obj("elf", "Llanowar Elves"), obj("bob_elf", "Llanowar Elves", owner="Bob"),
               obj("f", "Forest"), obj("s", "Swamp"), obj("f2", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shaman", "mana_abilities": [{"object": x} for x in ("f", "s", "f2")]},
               p("Alice"), p("Bob", trigger_targets={"shaman": ["Bob"]}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Bob"] == 18, log(replay)  # Llanowar Elves and the Shaman itself; Bob's Elf doesn't count
    assert {R2007: "410.10a", R2026: "603.6a"}[rules] in cited(replay), sorted(cited(replay))  # its enters trigger


@pytest.mark.parametrize("rules", EDITIONS)
def test_kilnmouth_dragon_deals_damage_equal_to_its_counters(cards, rules):
    objects = [obj("dragon", "Kilnmouth Dragon", counters={"+1/+1": 3})]
    actions = [activate("dragon", ability=2, targets=["Bob"]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert life(replay)["Bob"] == 17, log(replay)
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_falkenrath_exterminator_counts_its_own_counters_not_its_targets(cards, rules):
    objects = [obj("ext", "Falkenrath Exterminator", counters={"+1/+1": 2}), obj("giant", "Hill Giant", owner="Bob", counters={"+1/+1": 1}),
               obj("m1", "Mountain"), obj("m2", "Mountain"), obj("m3", "Mountain")]
    actions = [activate("ext", ability=1, targets=["giant"],
                         mana_abilities=[{"object": f"m{i}"} for i in (1, 2, 3)]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["giant"]["damage"] == 2, log(replay)


def test_inspired_sphinx_draws_a_card_for_each_opponent(cards):
    objects = [obj("sphinx", "Inspired Sphinx", zone="hand"), *(obj(f"i{i}", "Island") for i in range(7)),
               *(obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sphinx", "mana_abilities": [{"object": f"i{i}"} for i in range(7)]},
               p("Alice"), p("Bob"), p("Carol"), p("Alice"), p("Bob"), p("Carol")]
    replay = play(cards, objects, actions, R2026, players=["Alice", "Bob", "Carol"])
    assert sum(1 for i in range(3) if zone_of(replay, f"lib{i}") == "hand") == 2, log(replay)  # Bob and Carol
    assert COUNTED_ONCE[R2026] in cited(replay), sorted(cited(replay))


def test_halimar_excavator_mills_a_card_for_each_ally(cards):
    objects = [obj("exc", "Halimar Excavator", zone="hand"), obj("ally", "Hagra Diabolist"), obj("i", "Island"), obj("i2", "Island"),
               *(obj(f"lib{i}", "Grizzly Bears", owner="Bob", zone="library") for i in range(4))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "exc", "mana_abilities": [{"object": "i"}, {"object": "i2"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]  # the Excavator, then its ability (put on the stack last)
    replay = play(cards, objects, actions, R2026)
    assert sum(1 for i in range(4) if zone_of(replay, f"lib{i}") == "graveyard") == 2, log(replay)  # the Excavator and the Diabolist


def test_intelligence_bobblehead_counts_its_controllers_bobbleheads_itself_included(cards):
    objects = [obj("int", "Intelligence Bobblehead"), obj("cha", "Charisma Bobblehead"), obj("bob_b", "Strength Bobblehead", owner="Bob"),
               *(obj(f"m{i}", "Mountain") for i in range(5)), *(obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(4))]
    actions = [activate("int", ability=1, mana_abilities=[{"object": f"m{i}"} for i in range(5)]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    assert sum(1 for i in range(4) if zone_of(replay, f"lib{i}") == "hand") == 2, log(replay)  # tapped for its cost, it still counts
    assert "121.1" in cited(replay), sorted(cited(replay))  # a card drawn


@pytest.mark.parametrize("rules", EDITIONS)
def test_reclusive_artificer_may_deal_damage_equal_to_its_controllers_artifacts(cards, rules):
    objects = [obj("art", "Reclusive Artificer", zone="hand"), obj("m", "Mountain"), obj("i", "Island"), obj("f", "Forest"), obj("f2", "Forest"),
               obj("a1", "Charisma Bobblehead"), obj("a2", "Strength Bobblehead"), obj("bob_a", "Intelligence Bobblehead", owner="Bob"),
               obj("giant", "Hill Giant", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "art", "mana_abilities": [{"object": x} for x in ("m", "i", "f", "f2")]},
               p("Alice"), p("Bob", trigger_targets={"art": ["giant"]}), p("Alice"), p("Bob", choices={"art": {"may": True}})]
    replay = play(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["giant"]["damage"] == 2, log(replay)  # Alice's two artifacts, not Bob's
    assert {R2007: "413.2c", R2026: "608.2d"}[rules] in cited(replay), sorted(cited(replay))  # the choice as it resolves
