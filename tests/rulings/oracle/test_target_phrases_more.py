"""Target phrases naming subtypes and supertypes (rulings/oracle/target_phrases_more.py), played
from real cards' Oracle text (target_phrases_more_cards.json: records copied from the pool):
Tunnel's "target Wall", Power Word Kill's "target non-Angel, non-Demon, non-Devil, non-Dragon
creature", Hero's Demise's "target legendary creature", Grassland Crusader's "target Elf or Soldier
creature", Despotic Scepter's "target permanent you own", Broken Wings' "target artifact, enchantment,
or creature with flying" (only the creature must fly), Daring Demolition's "target creature or Vehicle"
(June 2026 only: Vehicles are later than 2007). A target is checked as it is chosen (2007 409.1c; 2026 601.2c); a changeling has every
creature type (2026 702.73a). Near misses (a Vehicle, later than 2007; a subtype beside a card
type) stay text only."""
from pathlib import Path

import pytest

from rulings.oracle import compile_card
from rulings.oracle import targets
from rulings.oracle.registry import NotUnderstood
from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "target_phrases_more_cards.json"
POOL_TOO = True  # names not in CARDS come from the shared sample (conftest.cards)
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
TARGETS_CHOSEN = {R2007: "409.1c", R2026: "601.2c"}


@pytest.mark.parametrize("name", ["Tunnel", "Power Word Kill", "Hero's Demise", "Grassland Crusader", "Broken Wings",
                                  "Daring Demolition", "Despotic Scepter"])
def test_the_cards_compile(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def cast(cards, rules, spell, target, lands, others):
    objects = [obj("s", spell, zone="hand")] + [obj(f"l{i}", land) for i, land in enumerate(lands)] + others
    actions = [{"type": "play_spell", "player": "Alice", "object": "s", "targets": [target]}, p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))


SPELLS = {  # spell, its lands, a legal target, an illegal one, the words the refusal gives
    "Tunnel": (["Mountain"], "Wall of Stone", "Grizzly Bears", "is not a Wall"),
    "Power Word Kill": (["Swamp", "Swamp"], "Grizzly Bears", "Serra Angel", "is an Angel"),
    "Hero's Demise": (["Swamp", "Swamp"], "Isamaru, Hound of Konda", "Grizzly Bears", "is not legendary"),
    "Broken Wings": (["Forest", "Forest", "Forest"], "Serra Angel", "Grizzly Bears",
                     "is not an artifact, enchantment, or creature with flying"),
}


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("spell", SPELLS)
def test_the_spell_destroys_a_legal_target(cards, rules, spell):
    lands, legal, _illegal, _why = SPELLS[spell]
    replay = cast(cards, rules, spell, "t", lands, [obj("t", legal, owner="Bob")])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["t"]["zone"] == "graveyard", log(replay)
    assert TARGETS_CHOSEN[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("spell", SPELLS)
def test_the_spell_cant_target_what_the_phrase_excludes(cards, rules, spell):
    lands, _legal, illegal, why = SPELLS[spell]
    replay = cast(cards, rules, spell, "t", lands, [obj("t", illegal, owner="Bob")])
    [step] = [st for st in replay.steps if st.refused]
    assert why in " ".join(e.text for e in step.events), log(replay)
    assert TARGETS_CHOSEN[rules] in {c.rule for c in step.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_changeling_is_an_angel_so_power_word_kill_cant_target_it(cards, rules):
    replay = cast(cards, rules, "Power Word Kill", "t", ["Swamp", "Swamp"], [obj("t", "Changeling Outcast", owner="Bob")])
    assert any(st.refused for st in replay.steps), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("target, pumped", [("Fyndhorn Elves", True), ("Thraben Inspector", True), ("Grizzly Bears", False)])
def test_grassland_crusader_pumps_an_elf_or_a_soldier(cards, rules, target, pumped):
    objects = [obj("gc", "Grassland Crusader"), obj("t", target)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "gc", "ability": 0, "targets": ["t"]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert any(st.refused for st in replay.steps) is not pumped, log(replay)
    if pumped:
        t = objects_in(replay.final_state)["t"]
        assert (t["power"], t["toughness"]) == ((3, 3) if target == "Fyndhorn Elves" else (3, 4)), log(replay)


def test_target_vehicle_alone_is_a_vehicle_creature_or_not():
    assert targets.spec("target Vehicle") == {"subtypes": ["Vehicle"]}  # Crash and Burn (test_mode_effects.py)


@pytest.mark.parametrize("phrase", ["target creature or Vehicle with power 2", "target Goblin or artifact",
                                    "target artifact, creature, or enchantment with flying", "target creature or planeswalker with flying",
                                    "target Goblin, Elf", "target Wall or Wall"])
def test_near_miss_phrases_stay_unread(phrase):
    with pytest.raises(NotUnderstood):
        targets.spec(phrase)


def test_enchant_creature_or_vehicle_stays_text_only(compiled):
    """An Aura's enchant filter can't say "one of" (rulings/engine/enchant.py FIELDS)."""
    assert not compiled["Mists of Littjara"].played


def test_a_subtype_is_read_only_as_oracle_writes_it():
    """TARGET_RE takes a subtype only capitalized: "target wall" is no Oracle phrase."""
    card = compile_card({"name": "Probe", "mana_cost": "{R}", "types": ["Instant"], "supertypes": [], "subtypes": [],
                         "power": None, "toughness": None, "loyalty": None, "text": "Destroy target wall.", "layout": "normal"})
    assert not card.played


def test_the_filters_read():
    assert targets.spec("target non-Angel creature you control") == {"controller": "you", "not_subtypes": ["Angel"],
                                                                     "types": ["Creature"]}
    assert targets.spec("target Samurai or Warrior") == {"subtypes": ["Samurai", "Warrior"]}
    assert targets.spec("target Skeleton, Vampire, or Zombie") == {"subtypes": ["Skeleton", "Vampire", "Zombie"]}
    assert targets.spec("target nonlegendary creature") == {"not_supertypes": ["Legendary"], "types": ["Creature"]}
    assert targets.spec("target historic card from your graveyard") == {  # 2026 700.6
        "any_of": [{"types": ["Artifact"]}, {"supertypes": ["Legendary"]}, {"subtypes": ["Saga"]}], "owner": "you", "zone": "graveyard"}


def test_a_cost_reduction_reads_a_legendary_creature_you_control():
    """Now that "legendary creature" is read, "if you control a legendary creature" is the spell
    cost's filter of the caster's permanents (rulings/engine/spell_costs.py)."""
    card = compile_card({"name": "Test Card", "mana_cost": "{3}{B}", "types": ["Sorcery"],
                         "text": "This spell costs {1} less to cast if you control a legendary creature.\nDraw a card."})
    assert card.played
    [static] = [a for a in card.definition["abilities"] if a.get("kind") == "static"]
    assert static["spell_cost"]["if_you_control"] == {"supertypes": ["Legendary"], "types": ["Creature"]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_broken_wings_destroys_an_enchantment_that_doesnt_fly(cards, rules):
    """ "with flying" is the creature's alone: an artifact or an enchantment is a legal target as it is."""
    replay = cast(cards, rules, "Broken Wings", "t", ["Forest", "Forest", "Forest"], [obj("t", "Glorious Anthem", owner="Bob")])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["t"]["zone"] == "graveyard", log(replay)


def test_daring_demolition_destroys_a_vehicle_under_2026(cards):
    replay = cast(cards, R2026, "Daring Demolition", "t", ["Swamp"] * 4, [obj("t", "Debris Beetle", owner="Bob")])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert objects_in(replay.final_state)["t"]["zone"] == "graveyard", log(replay)


def test_daring_demolition_cant_target_a_noncreature_non_vehicle(cards):
    replay = cast(cards, R2026, "Daring Demolition", "t", ["Swamp"] * 4, [obj("t", "Glorious Anthem", owner="Bob")])
    [step] = [st for st in replay.steps if st.refused]
    assert "is not a creature or Vehicle" in " ".join(e.text for e in step.events), log(replay)


def test_a_vehicle_filter_is_refused_under_2007_naming_the_field(cards):
    with pytest.raises(ScenarioError, match=r"targets\[0\]\.any_of: Vehicle and Saga are subtypes later than"):
        cast(cards, R2007, "Daring Demolition", "t", ["Swamp"] * 4, [obj("t", "Grizzly Bears", owner="Bob")])


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("owner, legal", [("Alice", True), ("Bob", False)])
def test_despotic_scepter_destroys_only_a_permanent_its_controller_owns(cards, rules, owner, legal):
    """ "target permanent you own": whose card it is, whoever controls it (Bob's Bears under Alice's control are not hers)."""
    objects = [obj("sc", "Despotic Scepter"), obj("t", "Grizzly Bears", owner=owner, controller="Alice")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "sc", "ability": 0, "targets": ["t"]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))
    assert any(st.refused for st in replay.steps) is not legal, log(replay)
    if legal:
        assert objects_in(replay.final_state)["t"]["zone"] == "graveyard", log(replay)
    else:
        assert "is owned by Bob" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_aura_enchanting_a_nonbasic_land_cant_target_a_basic_one(cards, rules):
    """Uncontrolled Infestation's "Enchant nonbasic land": the enchant filter may say a supertype
    (rulings/engine/enchant.py FIELDS), so the Aura loads and its target is checked."""
    replay = cast(cards, rules, "Uncontrolled Infestation", "f", ["Mountain", "Mountain"], [obj("f", "Forest", owner="Bob")])
    [step] = [st for st in replay.steps if st.refused]
    assert "is basic" in " ".join(e.text for e in step.events), log(replay)
