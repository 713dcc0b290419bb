"""Real Auras whose enchant ability is a target phrase (rulings/oracle/auras.py):
"Enchant creature you control" is what the Aura spell targets (2007 212.4e,
2026 303.4a) and what it may stay attached to (2007 420.5d, 2026 704.5m)."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase

EDITIONS = ("2007-02-01", "2026-06-19")


def obj(oid, card, owner="Alice", zone="in_play", **extra):
    return {"id": oid, "card": card, "owner": owner, "zone": zone, **extra}


def passes():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def zones(step, player="Alice"):
    return {o["id"]: o for z in step.state["zones"][player].values() for o in z}


def cast_cartouche(target):
    return [{"type": "activate_ability", "player": "Alice", "object": "island", "ability": 0},
            {"type": "activate_ability", "player": "Alice", "object": "island2", "ability": 0},
            {"type": "play_spell", "player": "Alice", "object": "cartouche", "targets": [target]}]


OBJECTS = [obj("island", "Island"), obj("island2", "Island"), obj("bears", "Grizzly Bears"),
           obj("theirs", "Grizzly Bears", owner="Bob"), obj("cartouche", "Cartouche of Knowledge", zone="hand"),
           obj("lib", "Island", zone="library")]


def test_cartouche_of_knowledge_is_fully_played_and_enchants_a_creature_you_control(pool):
    c = pool["Cartouche of Knowledge"]
    assert c.played
    assert c.definition["targets"] == [{"controller": "you", "types": ["Creature"]}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_cartouche_of_knowledge_enchants_a_creature_its_controller_controls(lookup, rules):
    replay = run_scenario(load_scenario(in_main_phase(OBJECTS, cast_cartouche("bears") + passes() + passes(), rules), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    board = zones(replay.steps[-1])
    assert board["cartouche"]["attached_to"] == "bears"
    assert (board["bears"]["power"], board["bears"]["toughness"]) == (3, 3)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cartouche_of_knowledge_cant_target_an_opponents_creature(lookup, rules):
    replay = run_scenario(load_scenario(in_main_phase(OBJECTS, cast_cartouche("theirs"), rules), cards=lookup))
    assert replay.steps[-1].refused
    assert any("controlled by Bob" in ev.text for ev in replay.steps[-1].events)


@pytest.mark.parametrize("rules", EDITIONS)
def test_attached_to_a_creature_its_controller_doesnt_control_it_goes_to_the_graveyard(lookup, rules):
    objects = [obj("theirs", "Grizzly Bears", owner="Bob"), obj("cartouche", "Cartouche of Knowledge", attached_to="theirs"),
               obj("island", "Island")]
    replay = run_scenario(load_scenario(in_main_phase(objects, [{"type": "activate_ability", "player": "Alice", "object": "island", "ability": 0}],
                                                 rules), cards=lookup))
    assert zones(replay.steps[-1])["cartouche"]["zone"] == "graveyard"
    cites = [c for st in replay.steps for ev in st.events if "Cartouche of Knowledge is put into its owner's graveyard" in ev.text
             for c in ev.citations if c.concept == "sbe_aura_unattached"]
    assert [c.rule for c in cites] == ["420.5d" if rules == "2007-02-01" else "704.5m"]
    assert "controlled by Bob" in cites[0].reason


def test_enchant_creature_or_vehicle_stays_refused(pool):
    assert not pool["Aerial Modification"].played and pool["Aerial Modification"].definition is None


def test_a_curse_with_an_ability_the_engine_cant_play_stays_text_only(pool):
    """Maddening Hex's "Enchant player" is read (tests/rulings/oracle/test_player_auras.py); its "Whenever
    enchanted player casts a noncreature spell, roll a d6 ..." is not, so the card is text only."""
    hex_ = pool["Maddening Hex"]
    assert not hex_.played
    assert [ab["played"] for ab in hex_.abilities] == [True, False]


def test_rancor_is_fully_played(pool):
    assert pool["Rancor"].played


def test_an_aura_that_returns_to_hand_only_when_it_is_an_aura_of_the_card(pool):
    """The template asks for an Aura: another permanent's "When ~ is put into a graveyard ..., return it to its
    owner's hand" is the plain leaves-the-battlefield trigger whose "it" is the card in the graveyard
    (object_referents.py), with nothing of an Aura's."""
    from rulings.oracle import compile_card
    c = compile_card({"name": "Not an Aura", "mana_cost": "{G}", "types": ["Enchantment"], "subtypes": [],
                      "text": "When Not an Aura is put into a graveyard from the battlefield, return it to its owner's hand."})
    assert [{k: v for k, v in ab.items() if k != "text"} for ab in c.definition["abilities"]] == [
        {"kind": "triggered", "trigger": {"event": "dies", "who": "self"}, "effect": [{"do": "return_to_hand", "what": "it"}]}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_rancor_returns_to_its_owners_hand_when_the_creature_it_enchants_dies(lookup, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("rancor", "Rancor", attached_to="bears"), obj("mountain", "Mountain"),
               obj("shock", "Shock", zone="hand")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mountain", "ability": 0},
               {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"]}, *passes(), *passes()]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "aura"), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert zones(replay.steps[0])["bears"]["power"] == 4
    assert zones(replay.steps[-1])["rancor"]["zone"] == "hand"
    triggered = [c for st in replay.steps for ev in st.events if "Rancor's ability triggers" in ev.text for c in ev.citations]
    assert ("410.10c" if rules == "2007-02-01" else "603.6c") in {c.rule for c in triggered}
    assert all("a creature was put" not in c.reason for c in triggered)


DISENCHANT = {"name": "Free Disenchant", "mana_cost": "{0}", "types": ["Instant"], "targets": [{"types": ["Enchantment"]}],
              "effect": [{"do": "destroy", "what": "target:0"}], "text": "Destroy target enchantment."}


def colossification_on_bobs_bears(extra=()):
    objects = [obj(f"forest{i}", "Forest") for i in range(7)] + [
        obj("theirs", "Grizzly Bears", owner="Bob"), obj("aura", "Colossification", zone="hand"),
        obj("disenchant", DISENCHANT, zone="hand")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": f"forest{i}", "ability": 0} for i in range(7)]
    actions += [{"type": "play_spell", "player": "Alice", "object": "aura", "targets": ["theirs"]}, *passes(), *extra, *passes()]
    return objects, actions


@pytest.mark.parametrize("rules", EDITIONS)
def test_colossification_taps_the_creature_it_enchants_as_it_enters(lookup, rules):
    objects, actions = colossification_on_bobs_bears()
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "aura"), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    bears = zones(replay.steps[-1], "Bob")["theirs"]
    assert bears["tapped"] and (bears["power"], bears["toughness"]) == (22, 22)


@pytest.mark.parametrize("rules", EDITIONS)
def test_colossification_gone_before_its_ability_resolves_still_taps_what_it_enchanted(lookup, rules):
    """"Enchanted creature" of an Aura that left play: the creature it enchanted as it last existed (2007 413.2f; 2026 608.2h)."""
    destroy = [{"type": "play_spell", "player": "Alice", "object": "disenchant", "targets": ["aura"]}, *passes()]
    objects, actions = colossification_on_bobs_bears(destroy)
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "aura"), cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.summary for st in replay.steps if st.refused]
    assert zones(replay.steps[-1])["aura"]["zone"] == "graveyard"
    bears = zones(replay.steps[-1], "Bob")["theirs"]
    assert bears["tapped"] and (bears["power"], bears["toughness"]) == (2, 2)


def cast_on_bears(name, lands):
    objects = [obj(f"land{i}", land) for i, land in enumerate(lands)] + [obj("bears", "Grizzly Bears"), obj("aura", name, zone="hand")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": f"land{i}", "ability": 0} for i in range(len(lands))]
    return objects, actions + [{"type": "play_spell", "player": "Alice", "object": "aura", "targets": ["bears"]}, *passes(), *passes()]


@pytest.mark.parametrize("rules", EDITIONS)
def test_military_discipline_gives_the_creature_it_enchants_first_strike_as_it_enters(lookup, rules):
    objects, actions = cast_on_bears("Military Discipline", ["Plains", "Plains"])
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "aura"), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    bears = zones(replay.steps[-1])["bears"]
    assert "first strike" in bears["keywords"] and bears["power"] == 3


@pytest.mark.parametrize("rules", EDITIONS)
def test_tilonallis_crown_deals_1_damage_to_the_creature_it_enchants(lookup, rules):
    objects, actions = cast_on_bears("Tilonalli's Crown", ["Mountain", "Mountain"])
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "aura"), cards=lookup))
    bears = zones(replay.steps[-1])["bears"]
    assert bears["damage"] == 1 and (bears["power"], bears["toughness"]) == (5, 2)


def test_an_aura_enters_ability_that_may_or_targets_stays_text_only():
    from rulings.oracle import compile_card
    for text in ("When this Aura enters, you may put a -1/-1 counter on enchanted creature.",
                 "When this Aura enters, enchanted creature fights up to one target creature."):  # it might fight itself (701.14c)
        c = compile_card({"name": "Test Aura", "mana_cost": "{G}", "types": ["Enchantment"], "subtypes": ["Aura"],
                          "text": "Enchant creature\n" + text})
        assert not c.played, text
