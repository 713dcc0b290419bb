"""Pumps and other instructions that count a creature type (rulings/oracle/pump_counts.py), played
from real cards' Oracle text (pump_counts_cards.json: records copied from the pool): "Whenever this
creature attacks, it gets +2/+0 until end of turn for each other attacking Goblin" (Goblin
Piledriver), "... for each Elemental you control" (Lavakin Brawler), Aurochs's "other attacking
Aurochs". The count is made once, as the ability resolves (2007 413.2f; 2026 608.2h); near misses
stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, pt, zone_of

CARDS = Path(__file__).parent / "pump_counts_cards.json"
POOL_TOO = True  # Grizzly Bears, Goblin Raider, Mogg Flunkies, Cloud Elemental, the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
COUNTED_ONCE = {R2007: "413.2f", R2026: "608.2h"}
PLAYED = ["Goblin Piledriver", "Kavu Mauler", "Aurochs", "Aurochs Herd", "Bull Aurochs", "Lavakin Brawler", "Creeping Trailblazer",
          "Dwynen, Gilt-Leaf Daen", "Earthshaker Dreadmaw", "Angelic Captain", "Cenn's Heir", "Dire Fleet Captain", "Shaleskin Bruiser",
          "Grizzly Ghoul", "Bloodcrazed Paladin", "Sautekh Immortal", "Khabál Ghoul", "Canopy Stalker", "Mahadi, Emporium Master",
          "Gorilla Berserkers", "Teeka's Dragon", "Knight of Sursi", "General Marhault Elsdragon", "Berserk Murlodont",
          "Thoughtweft Imbuer", "Angelic Exaltation", "Asari Captain", "Eiganjo Exemplar", "Imperial Subduer", "Selfless Samurai",
          "Akki Ronin", "Rubblebelt Rioters", "Tuya Bearclaw", "Fungal Sprouting", "Garruk, Primal Hunter", "Pummeler for Hire",
          "Squad Captain", "Stag Beetle", "Custodi Soulbinders", "Ignition Team", "Honden of Cleansing Fire", "Honden of Seeing Winds",
          "Honden of Infinite Rage", "Honden of Life's Web", "Honden of Night's Reach", "The Spirit Oasis", "Gatekeeper Gargoyle",
          "Kabira Outrider", "Grotag Bug-Catcher", "Emeria Captain", "Thundering Sparkmage", "Drana's Silencer", "Ardent Electromancer",
          "Strength of Solidarity", "Mutilate", "Planar Despair", "Canopy Crawler", "Mycoloth", "Walking Archive", "Embalmed Brawler",
          "Culling Dais", "Black Market Tycoon", "Deadly Alliance", "Spoils of Adventure", "Sea Gate Colossus",
          "Essence Harvest"]  # its X said twice ("loses X life and you gain X life"): gain_the_same_x.py
#: "that shares a creature type with it", "other" than the equipped creature, a name that isn't ~ in its text, a Kindred card;
#: a keyword line with banding or legendary landwalk, which the keyword templates don't read
#: "that Sliver" (the trigger's creature named by its type)
#: "up to X" cards searched for (Miming Slime's X/X token is x_size_tokens.py's); entering with a count of graveyard cards (it may be entering from there);
#: "2 life for each creature in your party" ("for each Shrine you control, create ...", Crescent Island Temple, is read by token_counts.py);
#: "When this creature dies, ... for each +1/+1 counter on this creature" (a dies trigger's "~" is not read)
NEAR_MISSES = ["Shared Animosity", "Sigil of Valor", "Swarm of Locus", "Elvish Promenade", "War Elephant", "Livonya Silone",
               "Spined Sliver", "Traverse the Outlands", "Golgari Grave-Troll", "Drakestown Forgotten",
               "Shepherd of Heroes", "Hangarback Walker"]


def play(cards, objects, actions, rules, died=0):
    scenario = in_main_phase(objects, actions, rules, "pump counts")
    if died:
        scenario["turn"]["creatures_died"] = died  # creatures that died this turn before the scenario starts
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay



def attack(*attackers):
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": list(attackers)}, p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_creature_type_count_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counts_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text, types", [
    ("Target creature gets +1/+1 until end of turn for each other attacking Goblin.", ["Instant"]),  # a spell's "other"
    ("Whenever this creature attacks, it gets +1/+0 until end of turn for each Goblin.", ["Creature"]),  # whose, where
    ("Whenever this creature attacks, it gets +1/+0 until end of turn for each Dreamer you control.", ["Creature"]),  # not a type
    ("Whenever this creature attacks, it gets +1/+0 until end of turn for each other attacking ~.", ["Creature"]),  # ~ not a type
    ("Whenever this creature attacks, it gets +1/+0 until end of turn for each Elf or Elf you control.", ["Creature"]),
])
def test_counts_of_no_creature_type_stay_text_only(text, types):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{R}", "types": types, "subtypes": ["Goblin"], "power": "1",
                             "toughness": "1", "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_piledriver_counts_the_other_attacking_goblins_only(cards, rules):
    objects = [obj("pile", "Goblin Piledriver"), obj("raider", "Goblin Raider"), obj("mogg", "Mogg Flunkies"),
               obj("bears", "Grizzly Bears"), obj("home", "Goblin Raider")]
    replay = play(cards, objects, attack("pile", "raider", "mogg", "bears"), rules)
    assert pt(replay, "pile") == (5, 2), log(replay)  # a 1/2, +2/+0 for each of two other attacking Goblins (not Bears, not the one at home)
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_piledriver_attacking_alone_gets_nothing(cards, rules):
    replay = play(cards, [obj("pile", "Goblin Piledriver"), obj("raider", "Goblin Raider")], attack("pile"), rules)
    assert pt(replay, "pile") == (1, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_aurochs_counts_the_other_attacking_aurochs_by_its_creature_type(cards, rules):
    objects = [obj("a1", "Aurochs"), obj("a2", "Aurochs Herd"), obj("a3", "Bull Aurochs"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, attack("a1", "a2", "a3", "bears") + [p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules)
    assert pt(replay, "a1") == (4, 3), log(replay)  # Aurochs 2/3: two other attacking Aurochs (Herd, Bull), not Bears
    assert pt(replay, "a2") == (6, 4), log(replay)  # Aurochs Herd 4/4: Aurochs and Bull Aurochs


@pytest.mark.parametrize("rules", EDITIONS)
def test_lavakin_brawler_counts_every_elemental_its_controller_controls(cards, rules):
    objects = [obj("brawler", "Lavakin Brawler"), obj("cloud", "Cloud Elemental"), obj("bob_cloud", "Cloud Elemental", owner="Bob")]
    replay = play(cards, objects, attack("brawler"), rules)
    assert pt(replay, "brawler") == (4, 4), log(replay)  # a 2/4 Elemental: itself and Cloud Elemental, not Bob's


# --- "for each creature that died this turn" ------------------------------------------------------

ENTERS_WITH = {R2007: "419.1b", R2026: "614.1c"}


def cast(oid, *lands):
    return [{"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": land} for land in lands]},
            p("Alice"), p("Bob")]


@pytest.mark.parametrize("text, types", [
    ("This creature enters with a +1/+1 counter on it for each nontoken creature that died this turn.", ["Creature"]),
    ("This creature enters with a +1/+1 counter on it for each creature card in your graveyard.", ["Creature"]),
    ("This creature enters with two +1/+1 counters on it for each creature that died this turn.", ["Creature"]),
    ("When this creature enters, you gain 2 life for each creature that died this turn.", ["Creature"]),
    ("When this creature enters, you gain 1 life for each creature you controlled that died this turn.", ["Creature"]),
])
def test_other_counts_of_the_dead_stay_text_only(text, types):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{B}", "types": types, "power": "1", "toughness": "1",
                             "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_grizzly_ghoul_enters_with_a_counter_for_each_creature_that_died_this_turn(cards, rules):
    objects = [obj("ghoul", "Grizzly Ghoul", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"), obj("f1", "Forest"), obj("f2", "Forest")]
    replay = play(cards, objects, cast("ghoul", "s1", "s2", "f1", "f2"), rules, died=3)
    assert objects_in(replay.final_state)["ghoul"]["counters"] == {"+1/+1": 3}, log(replay)
    assert pt(replay, "ghoul") == (7, 6), log(replay)  # a 4/3 and three +1/+1 counters
    assert ENTERS_WITH[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_grizzly_ghoul_counts_a_creature_that_died_in_the_scenario_and_none_else(cards, rules):
    objects = [obj("ghoul", "Grizzly Ghoul", zone="hand"), obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("m", "Mountain"), obj("s1", "Swamp"), obj("s2", "Swamp"), obj("f1", "Forest"), obj("f2", "Forest")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"], "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob"), *cast("ghoul", "s1", "s2", "f1", "f2")]
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "ghoul") == (5, 4), log(replay)  # a 4/3, and one +1/+1 counter: Bob's Grizzly Bears died


@pytest.mark.parametrize("rules", EDITIONS)
def test_grizzly_ghoul_enters_without_counters_when_none_died(cards, rules):
    objects = [obj("ghoul", "Grizzly Ghoul", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"), obj("f1", "Forest"), obj("f2", "Forest")]
    replay = play(cards, objects, cast("ghoul", "s1", "s2", "f1", "f2"), rules)
    assert pt(replay, "ghoul") == (4, 3), log(replay)
    assert not objects_in(replay.final_state)["ghoul"].get("counters"), log(replay)


def test_entering_with_a_count_of_zero_says_no_counters(cards):
    objects = [obj("ghoul", "Grizzly Ghoul", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"), obj("f1", "Forest"), obj("f2", "Forest")]
    replay = play(cards, objects, cast("ghoul", "s1", "s2", "f1", "f2"), "2026-06-19")
    assert "Grizzly Ghoul enters the battlefield with no +1/+1 counters on it: the count is 0." in log(replay)
    assert "with 0 +1/+1 counters" not in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_canopy_stalker_counts_itself_among_the_creatures_that_died(cards, rules):
    objects = [obj("stalker", "Canopy Stalker"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["stalker"], "mana_abilities": [{"object": "m"}]},
               p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, died=1)
    assert replay.final_state["players"][0]["life"] == 22, log(replay)  # one before, and Canopy Stalker itself
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_khabal_ghoul_gets_a_counter_for_each_creature_that_died_at_the_end_step(cards, rules):
    objects = [obj("ghoul", "Khabál Ghoul")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules, died=2)
    assert pt(replay, "ghoul") == (3, 3), log(replay)  # a 1/1 and two +1/+1 counters


# --- keyword lines joined by semicolons ("Trample; rampage 2") -----------------------------------

RAMPAGE = {R2007: "502.12a", R2026: "702.23a"}


def test_a_semicolon_keyword_line_is_each_keyword(compiled):
    kws = [(ab["keyword"], ab.get("count")) for ab in compiled["Teeka's Dragon"].definition["abilities"] if ab["kind"] == "keyword"]
    assert kws == [("flying", None), ("trample", None), ("rampage", 4)]


@pytest.mark.parametrize("rules", EDITIONS)
def test_gorilla_berserkers_rampage_counts_the_blockers_beyond_the_first(cards, rules):
    objects = [obj("ape", "Gorilla Berserkers"), *(obj(f"b{i}", "Grizzly Bears", owner="Bob") for i in range(3))]
    actions = [*attack("ape")[:2], {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": f"b{i}", "attacker": "ape"} for i in range(3)]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "ape") == (6, 7), log(replay)  # a 2/3, +2/+2 for each of two blockers beyond the first
    assert RAMPAGE[rules] in cited(replay), sorted(cited(replay))


# --- the creature of the trigger event: "Whenever a creature you control becomes blocked, it gets ..." ----

def blocked_by(attacker, blockers):
    return [*attack(attacker)[:2], {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": attacker} for b in blockers]},
            p("Alice"), p("Bob")]


@pytest.mark.parametrize("text", [
    "Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn for each other creature you control.",
    "Whenever a creature you control attacks alone, it gets +1/+0 until end of turn for each other attacking Goblin.",
    "Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn for each creature blocking it beyond the first.",
    "Whenever a creature you control attacks alone, it gets +X/+X until end of turn, where X is the number of other creatures you control.",
])
def test_an_other_or_a_count_of_the_source_said_of_the_event_creature_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Creature"], "subtypes": ["Goblin"], "power": "1",
                             "toughness": "1", "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_general_marhault_pumps_the_blocked_creature_for_each_of_its_blockers(cards, rules):
    objects = [obj("general", "General Marhault Elsdragon"), obj("bears", "Grizzly Bears"),
               obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, blocked_by("bears", ["b1", "b2"]), rules)
    assert pt(replay, "bears") == (8, 8), log(replay)  # the blocked Grizzly Bears, not the General: +3/+3 for each of two blockers
    assert pt(replay, "general") == (4, 4), log(replay)
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_berserk_murlodont_pumps_a_blocked_beast_of_either_player(cards, rules):
    objects = [obj("murlo", "Berserk Murlodont", owner="Bob"), obj("beast", "Chainflinger"),
               obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob"), obj("b3", "Grizzly Bears", owner="Bob")]
    actions = blocked_by("beast", ["b1", "b2", "b3"])
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "beast") == (5, 5), log(replay)  # Alice's 2/2 Beast, Bob's ability: +1/+1 for each of three blockers


@pytest.mark.parametrize("rules", EDITIONS)
def test_thoughtweft_imbuer_counts_the_kithkin_for_the_creature_attacking_alone(cards, rules):
    objects = [obj("imbuer", "Thoughtweft Imbuer"), obj("k1", "Amrou Kithkin"), obj("bears", "Grizzly Bears"),
               obj("bob_k", "Amrou Kithkin", owner="Bob")]
    replay = play(cards, objects, attack("bears"), rules)
    assert pt(replay, "bears") == (4, 4), log(replay)  # Thoughtweft Imbuer and Amrou Kithkin: +2/+2 (not Bob's, not the Bears)


@pytest.mark.parametrize("rules", EDITIONS)
def test_angelic_exaltation_gives_nothing_to_a_creature_not_attacking_alone(cards, rules):
    objects = [obj("ex", "Angelic Exaltation"), obj("bears", "Grizzly Bears"), obj("b2", "Grizzly Bears")]
    replay = play(cards, objects, attack("bears", "b2"), rules)
    assert pt(replay, "bears") == (2, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_angelic_exaltation_counts_the_creatures_its_controller_controls(cards, rules):
    objects = [obj("ex", "Angelic Exaltation"), obj("bears", "Grizzly Bears"), obj("b2", "Grizzly Bears"), obj("b3", "Grizzly Bears")]
    replay = play(cards, objects, attack("bears"), rules)
    assert pt(replay, "bears") == (5, 5), log(replay)  # three creatures, the attacker among them


# --- "Whenever a Samurai or Warrior you control attacks alone" -------------------------------------------

@pytest.mark.parametrize("text", [
    "Whenever a Samurai or Dreamer you control attacks alone, it gets +1/+1 until end of turn.",  # not a creature type
    "Whenever a Elf or Warrior you control attacks alone, it gets +1/+1 until end of turn.",  # "an Elf"
    "Whenever a Samurai or Warrior you control attacks alone, that Samurai gets +1/+1 until end of turn.",
    "Whenever a Samurai or Samurai you control attacks alone, it gets +1/+1 until end of turn.",
])
def test_other_either_subtype_triggers_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{W}", "types": ["Creature"], "subtypes": ["Samurai"], "power": "1",
                             "toughness": "1", "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_warrior_attacking_alone_triggers_asari_captain_and_eiganjo_exemplar(cards, rules):
    objects = [obj("asari", "Asari Captain"), obj("eiganjo", "Eiganjo Exemplar"), obj("raider", "Goblin Raider"),
               obj("bears", "Grizzly Bears"), obj("bob_raider", "Goblin Raider", owner="Bob")]
    replay = play(cards, objects, attack("raider") + [p("Alice"), p("Bob")], rules)
    # Goblin Raider (a 2/2 Goblin Warrior): +1/+1 (Eiganjo Exemplar), and +1/+0 for each of Alice's three Samurai or Warriors
    assert pt(replay, "raider") == (6, 3), log(replay)
    assert pt(replay, "asari") == (4, 3) and pt(replay, "eiganjo") == (2, 1), log(replay)
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_of_neither_type_attacking_alone_triggers_nothing(cards, rules):
    objects = [obj("asari", "Asari Captain"), obj("eiganjo", "Eiganjo Exemplar"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, attack("bears"), rules)
    assert pt(replay, "bears") == (2, 2), log(replay)
    assert "triggers" not in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_samurai_attacking_with_another_creature_triggers_nothing(cards, rules):
    objects = [obj("eiganjo", "Eiganjo Exemplar"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, attack("eiganjo", "bears"), rules)
    assert pt(replay, "eiganjo") == (2, 1), log(replay)


# --- "where X is the greatest power among creatures you control" -----------------------------------------

@pytest.mark.parametrize("text, types", [
    ("Whenever this creature attacks, it gets +X/+0 until end of turn, where X is the greatest power among creatures on the battlefield.", ["Creature"]),
    ("Whenever this creature attacks, it gets +X/+0 until end of turn, where X is the greatest power among creature cards in your graveyard.", ["Creature"]),
    ("Whenever a creature you control attacks, it gets +X/+0 until end of turn, where X is the greatest power among other creatures you control.", ["Creature"]),
    ("Target creature gets +X/+X until end of turn, where X is the greatest power among artifacts you control.", ["Instant"]),
    ("Target creature gets -X/-X until end of turn, where X is the greatest power among creatures you control.", ["Instant"]),
    ("{T}: Target creature gets +X/+0 until end of turn, where X is the greatest power among other creatures you control.", ["Creature"]),
])
def test_other_greatest_powers_stay_text_only(text, types):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": types, "power": "1", "toughness": "1",
                             "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_rubblebelt_rioters_gets_the_greatest_power_among_its_controllers_creatures(cards, rules):
    objects = [obj("rioters", "Rubblebelt Rioters"), obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears"),
               obj("bob_wurm", "Pummeler for Hire", owner="Bob")]
    replay = play(cards, objects, attack("rioters"), rules)
    assert pt(replay, "rioters") == (3, 4), log(replay)  # a 0/4: Hill Giant's 3 (not Bob's 4/4)
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_tuya_bearclaw_reads_the_other_creatures_only(cards, rules):
    objects = [obj("tuya", "Tuya Bearclaw"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, attack("tuya"), rules)
    assert pt(replay, "tuya") == (4, 4), log(replay)  # a 2/2, +2/+2 from Grizzly Bears (its own 2 not the point: others only)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tuya_bearclaw_alone_gets_nothing(cards, rules):
    replay = play(cards, [obj("tuya", "Tuya Bearclaw")], attack("tuya"), rules)
    assert pt(replay, "tuya") == (2, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_fungal_sprouting_creates_as_many_saprolings_as_the_greatest_power(cards, rules):
    objects = [obj("sprout", "Fungal Sprouting", zone="hand"), obj("giant", "Hill Giant"), obj("bears", "Grizzly Bears"),
               *(obj(f"f{i}", "Forest") for i in range(4))]
    replay = play(cards, objects, cast("sprout", "f0", "f1", "f2", "f3"), rules)
    saprolings = [o for o in objects_in(replay.final_state).values() if o.get("token") and o["name"].startswith("Saproling")]
    assert len(saprolings) == 3, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_pummeler_for_hire_counts_itself_among_the_giants(cards, rules):
    objects = [obj("pummeler", "Pummeler for Hire", zone="hand"), obj("giant", "Hill Giant"), *(obj(f"f{i}", "Forest") for i in range(5))]
    replay = play(cards, objects, cast("pummeler", "f0", "f1", "f2", "f3", "f4") + [p("Alice"), p("Bob")], rules)
    assert replay.final_state["players"][0]["life"] == 24, log(replay)  # its own 4 (Hill Giant's 3 is less)


# --- "enters with a +1/+1 counter on it for each other creature you control" ------------------------------

@pytest.mark.parametrize("text, cost", [
    ("This creature enters with X +1/+1 counters on it, where X is the number of creatures you control.", "{X}{G}"),  # an announced X
    ("This creature enters with a +1/+1 counter on it for each card in your hand.", "{G}"),
    ("This creature enters with a +1/+1 counter on it for each creature card in your graveyard.", "{G}"),
    ("This creature enters with a -1/-1 counter on it for each creature you control.", "{G}"),
])
def test_other_entering_counts_stay_text_only(text, cost):
    assert not compile_card({"name": "Near Miss", "mana_cost": cost, "types": ["Creature"], "power": "0", "toughness": "0",
                             "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_squad_captain_counts_the_other_creatures_its_controller_controls_as_it_enters(cards, rules):
    objects = [obj("captain", "Squad Captain", zone="hand"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant"),
               obj("bob_bears", "Grizzly Bears", owner="Bob"), *(obj(f"p{i}", "Plains") for i in range(5))]
    replay = play(cards, objects, cast("captain", *(f"p{i}" for i in range(5))), rules)
    assert objects_in(replay.final_state)["captain"]["counters"] == {"+1/+1": 2}, log(replay)  # not itself, not Bob's
    assert pt(replay, "captain") == (4, 4), log(replay)
    assert ENTERS_WITH[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_stag_beetle_counts_every_other_creature_on_the_battlefield(cards, rules):
    objects = [obj("beetle", "Stag Beetle", zone="hand"), obj("bears", "Grizzly Bears"), obj("bob_bears", "Grizzly Bears", owner="Bob"),
               obj("bob_giant", "Hill Giant", owner="Bob"), *(obj(f"f{i}", "Forest") for i in range(5))]
    replay = play(cards, objects, cast("beetle", *(f"f{i}" for i in range(5))), rules)
    assert pt(replay, "beetle") == (3, 3), log(replay)  # a 0/0 with three counters: Alice's Bears, Bob's Bears and Giant


@pytest.mark.parametrize("rules", EDITIONS)
def test_stag_beetle_alone_enters_with_no_counters_and_dies(cards, rules):
    objects = [obj("beetle", "Stag Beetle", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(5))]
    replay = play(cards, objects, cast("beetle", *(f"f{i}" for i in range(5))), rules)
    assert zone_of(replay, "beetle") == "graveyard", log(replay)  # a 0/0 (state-based actions)


# --- "for each Shrine you control" (the Hondens) --------------------------------------------------------

@pytest.mark.parametrize("rules", EDITIONS)
def test_the_hondens_count_each_shrine_their_controller_controls_in_the_upkeep(cards, rules):
    objects = [obj("winds", "Honden of Seeing Winds"), obj("fire", "Honden of Cleansing Fire"), obj("bob_web", "Honden of Life's Web", owner="Bob"),
               *(obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(4))]
    scenario = in_main_phase(objects, [p("Alice"), p("Bob"), p("Alice"), p("Bob")], rules, "hondens")
    scenario["turn"].update({"phase": "beginning", "step": "untap"})  # the game goes on to the upkeep, where they trigger
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert replay.final_state["players"][0]["life"] == 24, log(replay)  # 2 life for each of Alice's two Shrines (not Bob's)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 2, log(replay)  # a card for each
    assert {R2007: "410.2", R2026: "603.2b"}[rules] in cited(replay), sorted(cited(replay))  # "at the beginning of" the upkeep


# --- "for each creature in your party" (2026 700.8) ---------------------------------------------------

def _outrider(cards, rules, others):
    objects = [obj("outrider", "Kabira Outrider", zone="hand"), obj("bears", "Grizzly Bears"), *others, *(obj(f"p{i}", "Plains") for i in range(4))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "outrider", "mana_abilities": [{"object": f"p{i}"} for i in range(4)]},
               p("Alice"), p("Bob", trigger_targets={"outrider": ["bears"]}), p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "party"), cards=cards))


def test_kabira_outrider_fills_the_party_the_way_that_counts_most(cards):
    others = [obj("mage", "Wandering Mage"), obj("wiz", "Fugitive Wizard"), obj("rogue", "Krovikan Scoundrel"), obj("bob_wiz", "Fugitive Wizard", owner="Bob")]
    replay = _outrider(cards, R2026, others)
    assert not any(st.refused for st in replay.steps), log(replay)
    # Wandering Mage as the Cleric (the Fugitive Wizard as the Wizard), Krovikan Scoundrel, Kabira Outrider as the Warrior: four
    assert pt(replay, "bears") == (6, 6), log(replay)
    assert {"700.8a", "700.8b", "608.2h"} <= cited(replay), sorted(cited(replay))


def test_a_party_of_one_type_counts_one(cards):
    replay = _outrider(cards, R2026, [obj("wiz", "Fugitive Wizard"), obj("wiz2", "Fugitive Wizard")])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert pt(replay, "bears") == (4, 4), log(replay)  # a Wizard and the Outrider (a Warrior): two


def test_a_card_that_counts_a_party_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match="party is later than the February 2007 rules"):
        _outrider(cards, R2007, [])


# --- "All creatures get -1/-1 until end of turn for each Swamp you control" ------------------------------

@pytest.mark.parametrize("rules", EDITIONS)
def test_mutilate_gives_every_creature_minus_one_for_each_of_its_casters_swamps(cards, rules):
    objects = [obj("mutilate", "Mutilate", zone="hand"), *(obj(f"s{i}", "Swamp") for i in range(4)), obj("bob_swamp", "Swamp", owner="Bob"),
               obj("dreadmaw", "Earthshaker Dreadmaw", owner="Bob"), obj("giant", "Hill Giant", owner="Bob"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, cast("mutilate", "s0", "s1", "s2", "s3"), rules)
    assert pt(replay, "dreadmaw") == (2, 2), log(replay)  # a 6/6, -4/-4: Alice's four Swamps (not Bob's)
    assert zone_of(replay, "giant") == "graveyard" and zone_of(replay, "bears") == "graveyard", log(replay)
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


# --- "for each +1/+1 counter on this creature", "for each charge counter on this artifact" ----------------

@pytest.mark.parametrize("rules", EDITIONS)
def test_canopy_crawler_pumps_by_its_own_counters_as_the_ability_resolves(cards, rules):
    objects = [{**obj("crawler", "Canopy Crawler"), "counters": {"+1/+1": 2}}, obj("bears", "Grizzly Bears"),
               {**obj("bob_crawler", "Canopy Crawler", owner="Bob"), "counters": {"+1/+1": 5}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "crawler", "ability": 1, "targets": ["bears"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert pt(replay, "bears") == (4, 4), log(replay)  # +1/+1 for each of the two counters on Alice's Crawler (not Bob's five)
    assert COUNTED_ONCE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_culling_dais_sacrificed_counts_its_charge_counters_as_it_last_existed(cards, rules):
    objects = [obj("dais", "Culling Dais"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant"), obj("m", "Mountain"),
               *(obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(4))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "dais", "ability": 0, "pay": {"sacrifice": ["bears"]}}, p("Alice"), p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "dais", "ability": 1, "mana_abilities": [{"object": "m"}]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "dais") == "graveyard", log(replay)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == 1, log(replay)  # the one charge counter it had as it was sacrificed
    assert {R2007: "413.2f", R2026: "608.2h"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_embalmed_brawler_attacking_loses_its_controller_a_life_for_each_counter(cards, rules):
    objects = [{**obj("brawler", "Embalmed Brawler"), "counters": {"+1/+1": 3}}]
    replay = play(cards, objects, attack("brawler"), rules)
    assert replay.final_state["players"][0]["life"] == 17, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mycoloth_makes_a_saproling_for_each_counter_in_the_upkeep(cards, rules):
    objects = [{**obj("myco", "Mycoloth"), "counters": {"+1/+1": 3}}]
    scenario = in_main_phase(objects, [p("Alice"), p("Bob")], rules, "mycoloth")
    scenario["turn"].update({"phase": "beginning", "step": "untap"})
    replay = run_scenario(load_scenario(scenario, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    saprolings = [o for o in objects_in(replay.final_state).values() if o.get("token") and o["name"].startswith("Saproling")]
    assert len(saprolings) == 3, log(replay)


def _alliance(cards, rules, others):
    objects = [obj("alliance", "Deadly Alliance", zone="hand"), obj("s", "Swamp"), obj("giant", "Hill Giant", owner="Bob"), *others]
    actions = [{"type": "play_spell", "player": "Alice", "object": "alliance", "targets": ["giant"], "mana_abilities": [{"object": "s"}]},
               p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "party cost"), cards=cards))


def test_deadly_alliance_costs_one_less_for_each_creature_in_the_party(cards):
    party = [obj("mage", "Wandering Mage"), obj("wiz", "Fugitive Wizard"), obj("rogue", "Krovikan Scoundrel"), obj("raider", "Goblin Raider")]
    replay = _alliance(cards, R2026, party)
    assert not any(st.refused for st in replay.steps), log(replay)  # {4}{B} less {4}: a full party (the Mage as the Cleric)
    assert zone_of(replay, "giant") == "graveyard", log(replay)
    assert "601.2f" in cited(replay), sorted(cited(replay))  # the total cost, reductions applied


def test_deadly_alliance_with_a_party_of_two_wizards_costs_one_less_only(cards):
    replay = _alliance(cards, R2026, [obj("wiz", "Fugitive Wizard"), obj("wiz2", "Fugitive Wizard")])
    assert "{3}{B}" in log(replay), log(replay)  # {4}{B} less {1} (one Wizard in the party, not two): one Swamp pays it not
    assert zone_of(replay, "giant") == "in_play", log(replay)


def test_a_party_cost_reduction_is_refused_under_the_2007_rules(cards):
    with pytest.raises(ScenarioError, match="party is later than the February 2007 rules"):
        _alliance(cards, R2007, [])
