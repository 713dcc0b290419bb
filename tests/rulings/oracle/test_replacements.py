"""Real cards with replacement effects (2007: 419.1a; 2026: 614.1a), compiled from
their Oracle text by rulings/oracle/replacements.py and played through the engine:
umbra armor (2026 702.89a), life gain made greater, "exile it instead" of dying."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import obj, objects_in

R26, R07 = "2026-06-19", "2007-02-01"
EDITIONS = (R07, R26)


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "replacements", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def cast(card, targets=(), lands=(), **more):
    return [{"type": "play_spell", "player": "Alice", "object": card, "targets": list(targets),
             "mana_abilities": [{"object": land} for land in lands], **more},
            {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def run(lookup, objects, actions, rules=R26):
    replay = run_scenario(load_scenario(scenario(objects, actions, rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), [st.refused for st in replay.steps if st.refused]
    return replay


def events(replay):
    return [ev for st in replay.steps for ev in st.events]


def texts(replay):
    return [ev.text for ev in events(replay)]


def cited(replay):
    return {(c.rule, c.concept) for ev in events(replay) for c in ev.citations}


def player(replay, name):
    return next(p for p in replay.final_state["players"] if p["name"] == name)


# --- umbra armor -------------------------------------------------------------------

def test_the_umbra_cards_are_fully_played_with_the_umbra_armor_keyword(pool):
    for name in ("Hyena Umbra", "Boar Umbra"):
        assert pool[name].played, name
        assert {"kind": "keyword", "keyword": "umbra_armor"} in pool[name].definition["abilities"]


def test_umbra_armor_on_a_creature_is_text_only():
    """The keyword means something only on an Aura ("enchanted permanent")."""
    c = compile_card({"name": "Test Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Bear"],
                      "power": "2", "toughness": "2", "text": "Umbra armor"})
    assert not c.played


def _bolted_bears(rules):
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("umbra", "Hyena Umbra", owner="Bob", attached_to="bears"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("m1", "Mountain")]
    return objects, cast("bolt", ["bears"], ["m1"])


def test_umbra_armor_saves_the_enchanted_creature_from_lethal_damage_and_destroys_the_aura_citing_702_89a(lookup):
    """Grizzly Bears with Hyena Umbra is 3/3; Lightning Bolt's 3 damage is lethal: instead of
    being destroyed, its damage is removed and Hyena Umbra is destroyed; it is a 2/2 again."""
    replay = run(lookup, *_bolted_bears(R26))
    state = objects_in(replay.final_state)
    assert state["bears"]["zone"] == "in_play" and state["bears"].get("damage", 0) == 0
    assert state["umbra"]["zone"] == "graveyard"
    [ev] = [ev for ev in events(replay) if "umbra armor" in ev.text and "instead" in ev.text]
    assert "Hyena Umbra is destroyed" in ev.text
    assert {("702.89a", "umbra_armor"), ("614.1a", "replacement_instead")} <= {(c.rule, c.concept) for c in ev.citations}


def test_under_the_2007_rules_umbra_armor_does_nothing_and_the_replay_says_so(lookup):
    replay = run(lookup, *_bolted_bears(R07), rules=R07)
    state = objects_in(replay.final_state)
    assert state["bears"]["zone"] == "graveyard" and state["umbra"]["zone"] == "graveyard"
    assert any(t.startswith("Text only under") and "has umbra armor, a keyword those rules do not have" in t for t in texts(replay))


def test_umbra_armor_replaces_destruction_that_cant_be_regenerated(lookup):
    """Murder destroys; umbra armor is no regeneration, so a "can't be regenerated" rider wouldn't stop it either."""
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("umbra", "Boar Umbra", owner="Bob", attached_to="bears"),
               obj("murder", "Murder", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp")]
    replay = run(lookup, objects, cast("murder", ["bears"], ["s1", "s2", "s3"]))
    state = objects_in(replay.final_state)
    assert state["bears"]["zone"] == "in_play" and state["umbra"]["zone"] == "graveyard"


def test_with_two_umbras_the_controller_chooses_which_umbra_armor_applies_citing_616_1(lookup):
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("hyena", "Hyena Umbra", owner="Bob", attached_to="bears"),
               obj("boar", "Boar Umbra", owner="Bob", attached_to="bears"),
               obj("murder", "Murder", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp")]
    actions = cast("murder", ["bears"], ["s1", "s2", "s3"])
    actions[-1]["replacement_order"] = ["boar"]
    replay = run(lookup, objects, actions)
    state = objects_in(replay.final_state)
    assert state["boar"]["zone"] == "graveyard" and state["hyena"]["zone"] == "in_play" and state["bears"]["zone"] == "in_play"
    assert ("616.1", "replacement_order") in cited(replay)


# --- life gain ------------------------------------------------------------------------

def test_boon_reflection_and_heron_of_hope_are_fully_played(pool):
    assert pool["Boon Reflection"].played and pool["Heron of Hope"].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_heron_of_hope_makes_a_gain_of_3_life_4(lookup, rules):
    objects = [obj("heron", "Heron of Hope"), obj("salve", "Healing Salve", zone="hand"), obj("p1", "Plains")]
    replay = run(lookup, objects, cast("salve", ["Alice"], ["p1"], mode=0), rules)
    assert player(replay, "Alice")["life"] == 24
    assert any("would gain 3 life; instead Alice gains 4 life (Heron of Hope)" in t for t in texts(replay))
    assert (("419.1a" if rules == R07 else "614.1a"), "replacement_instead") in cited(replay)


def test_heron_of_hope_doesnt_change_an_opponents_life_gain(lookup):
    objects = [obj("heron", "Heron of Hope"), obj("salve", "Healing Salve", zone="hand"), obj("p1", "Plains")]
    replay = run(lookup, objects, cast("salve", ["Bob"], ["p1"], mode=0))
    assert player(replay, "Bob")["life"] == 23


@pytest.mark.parametrize("rules", EDITIONS)
def test_boon_reflection_then_heron_of_hope_in_the_order_alice_chooses(lookup, rules):
    """419.9a / 616.1: Alice applies Boon Reflection first (3 -> 6), then Heron of Hope (6 -> 7);
    the other order would give 8."""
    objects = [obj("heron", "Heron of Hope"), obj("boon", "Boon Reflection"), obj("salve", "Healing Salve", zone="hand"),
               obj("p1", "Plains")]
    actions = cast("salve", ["Alice"], ["p1"], mode=0)
    actions[-1]["replacement_order"] = ["boon"]
    replay = run(lookup, objects, actions, rules)
    assert player(replay, "Alice")["life"] == 27
    actions[-1]["replacement_order"] = ["heron"]
    assert player(run(lookup, objects, actions, rules), "Alice")["life"] == 28


# --- "exile it instead" of dying ---------------------------------------------------------

def test_the_would_die_cards_are_fully_played(pool):
    for name in ("Misery's Shadow", "Possessed Skaab", "Anger of the Gods", "Pillar of Flame"):
        assert pool[name].played, name


@pytest.mark.parametrize("rules", EDITIONS)
def test_miserys_shadow_exiles_an_opponents_creature_that_would_die(lookup, rules):
    objects = [obj("shadow", "Misery's Shadow"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("m1", "Mountain")]
    replay = run(lookup, objects, cast("bolt", ["bears"], ["m1"]), rules)
    assert objects_in(replay.final_state)["bears"]["zone"] == "removed_from_game"
    assert any("Grizzly Bears would be put into a graveyard; instead" in t and "(Misery's Shadow)" in t for t in texts(replay))


def test_miserys_shadow_doesnt_exile_its_controllers_own_creature(lookup):
    objects = [obj("shadow", "Misery's Shadow"), obj("bears", "Grizzly Bears"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("m1", "Mountain")]
    replay = run(lookup, objects, cast("bolt", ["bears"], ["m1"]))
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_possessed_skaab_is_exiled_instead_of_dying(lookup, rules):
    objects = [obj("skaab", "Possessed Skaab", owner="Bob"), obj("murder", "Murder", zone="hand"),
               obj("s1", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp")]
    replay = run(lookup, objects, cast("murder", ["skaab"], ["s1", "s2", "s3"]), rules)
    assert objects_in(replay.final_state)["skaab"]["zone"] == "removed_from_game"


@pytest.mark.parametrize("rules", EDITIONS)
def test_anger_of_the_gods_exiles_the_creatures_it_dealt_damage_to(lookup, rules):
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("lions", "Savannah Lions"),
               obj("anger", "Anger of the Gods", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"), obj("m3", "Mountain")]
    replay = run(lookup, objects, cast("anger", [], ["m1", "m2", "m3"]), rules)
    state = objects_in(replay.final_state)
    assert state["bears"]["zone"] == "removed_from_game" and state["lions"]["zone"] == "removed_from_game"
    assert (("419.1a" if rules == R07 else "614.1a"), "replacement_instead") in cited(replay)


def test_pillar_of_flame_exiles_the_creature_its_damage_kills(lookup):
    """The shield is made as the spell resolves; the state-based destruction comes after,
    with the spell gone, and the shield still replaces it (it lasts the turn)."""
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("pillar", "Pillar of Flame", zone="hand"), obj("m1", "Mountain")]
    replay = run(lookup, objects, cast("pillar", ["bears"], ["m1"]))
    assert objects_in(replay.final_state)["bears"]["zone"] == "removed_from_game"


def test_a_creature_whose_damage_was_all_prevented_is_not_exiled_by_pillar_of_flame(lookup):
    """Dealt no damage "this way": Healing Salve's shield prevents Pillar of Flame's 2 damage, so no
    exile shield; Murder then sends the Bears to the graveyard."""
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("pillar", "Pillar of Flame", zone="hand"),
               obj("salve", "Healing Salve", zone="hand"), obj("murder", "Murder", zone="hand"),
               obj("m1", "Mountain"), obj("p1", "Plains"), obj("s1", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp")]
    actions = [*cast("salve", ["bears"], ["p1"], mode=1), *cast("pillar", ["bears"], ["m1"]),
               *cast("murder", ["bears"], ["s1", "s2", "s3"])]
    replay = run(lookup, objects, actions)
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard"
    assert not any("if it would die this turn" in t for t in texts(replay))


def test_a_near_miss_of_the_dealt_damage_sentence_stays_text_only():
    """After an instruction that isn't damage, "dealt damage this way" has nothing to refer to."""
    c = compile_card({"name": "Test Spell", "mana_cost": "{R}", "types": ["Sorcery"],
                      "text": "Destroy target creature. If a creature dealt damage this way would die this turn, exile it instead."})
    assert not c.played


def test_near_misses_of_the_static_replacements_stay_text_only():
    for text in ("If you would gain life, you gain that much life plus 1 instead, and draw a card.",
                 "If a creature you control would die, exile it instead.",
                 "If you would gain life during your turn, you gain twice that much life instead."):
        c = compile_card({"name": "Test Enchantment", "mana_cost": "{W}", "types": ["Enchantment"], "text": text})
        assert not c.played, text


# --- "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead" ---

def test_darksteel_colossus_and_legacy_weapon_are_fully_played(pool):
    assert pool["Darksteel Colossus"].played and pool["Legacy Weapon"].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_darksteel_colossus_milled_is_shuffled_into_its_owners_library(lookup, rules):
    """The ability says it works from anywhere (2007: 402.8b; 2026: 113.6b): milled from the
    library, the Colossus goes back into it, and the library is shuffled."""
    objects = [obj("colossus", "Darksteel Colossus", owner="Bob", zone="library"),
               *[obj(f"c{i}", "Grizzly Bears", owner="Bob", zone="library") for i in range(3)],
               obj("glimpse", "Glimpse the Unthinkable", zone="hand"), obj("i1", "Island"), obj("s1", "Swamp")]
    replay = run(lookup, objects, cast("glimpse", ["Bob"], ["i1", "s1"]), rules)
    state = objects_in(replay.final_state)
    assert state["colossus"]["zone"] == "library"
    assert all(state[f"c{i}"]["zone"] == "graveyard" for i in range(3))
    log = texts(replay)
    assert any("Darksteel Colossus would be put into a graveyard; instead it is revealed and shuffled into its owner's library" in t
               for t in log)
    assert any(t.startswith("Bob shuffles their library") for t in log)


@pytest.mark.parametrize("rules", EDITIONS)
def test_legacy_weapon_destroyed_is_shuffled_into_its_owners_library(lookup, rules):
    objects = [obj("weapon", "Legacy Weapon", owner="Bob"), obj("naturalize", "Naturalize", zone="hand"),
               obj("f1", "Forest"), obj("f2", "Forest")]
    replay = run(lookup, objects, cast("naturalize", ["weapon"], ["f1", "f2"]), rules)
    assert objects_in(replay.final_state)["weapon"]["zone"] == "library"


def test_darksteel_colossus_discarded_is_shuffled_in_too(lookup):
    objects = [obj("colossus", "Darksteel Colossus", owner="Bob", zone="hand"), obj("bears", "Grizzly Bears", owner="Bob", zone="hand"),
               obj("rot", "Mind Rot", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp")]
    replay = run(lookup, objects, cast("rot", ["Bob"], ["s1", "s2", "s3"]))
    state = objects_in(replay.final_state)
    assert state["colossus"]["zone"] == "library" and state["bears"]["zone"] == "graveyard"


# --- a counterspell's own "instead" (2007: 419.6d; 2026: 614.15) ---------------------------

def _countered(lookup, counterspell, lands, rules, library=0):
    objects = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m1", "Mountain"), obj("c", counterspell, owner="Bob", zone="hand"),
               *[obj(f"i{i}", "Island", owner="Bob") for i in range(lands)],
               *[obj(f"l{i}", "Grizzly Bears", zone="library") for i in range(library)]]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "mana_abilities": [{"object": "m1"}]},
               {"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "c", "targets": ["bolt"],
                "mana_abilities": [{"object": f"i{i}"} for i in range(lands)]},
               {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}]
    return run(lookup, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dissipate_exiles_the_spell_it_counters(lookup, rules):
    replay = _countered(lookup, "Dissipate", 3, rules)
    assert objects_in(replay.final_state)["bolt"]["zone"] == "removed_from_game"
    assert player(replay, "Bob")["life"] == 20
    assert ("419.6d" if rules == R07 else "614.15", "self_replacement") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_memory_lapse_puts_the_spell_it_counters_on_top_of_its_owners_library(lookup, rules):
    replay = _countered(lookup, "Memory Lapse", 2, rules, library=2)
    assert objects_in(replay.final_state)["bolt"]["zone"] == "library"
    # the replay's zone lists the top card last: l0 was listed on top, and Lightning Bolt is now above it
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["library"]] == ["l1", "l0", "bolt"]
    assert any("is countered and put on top of its owner's library instead" in t for t in texts(replay))


def test_a_near_miss_of_the_countered_instead_sentence_stays_text_only():
    c = compile_card({"name": "Test Spell", "mana_cost": "{U}", "types": ["Instant"],
                      "text": "Tap target creature. If that spell is countered this way, exile it instead of putting it into its owner's graveyard."})
    assert not c.played


# --- "If a creature dealt damage by this creature / enchanted creature this turn would die, exile it instead" ---

def _ping(target):
    return [{"type": "activate_ability", "player": "Alice", "object": "fw", "ability": 1, "targets": [target]},
            {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_frostwielders_damage_kills_savannah_lions_which_is_exiled(lookup, rules):
    objects = [obj("fw", "Frostwielder"), obj("lions", "Savannah Lions", owner="Bob")]
    replay = run(lookup, objects, _ping("lions"), rules)
    assert objects_in(replay.final_state)["lions"]["zone"] == "removed_from_game"


def test_a_creature_frostwielder_damaged_is_exiled_when_it_dies_later_that_turn(lookup):
    objects = [obj("fw", "Frostwielder"), obj("bears", "Grizzly Bears", owner="Bob"), obj("murder", "Murder", zone="hand"),
               obj("s1", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp")]
    replay = run(lookup, objects, [*_ping("bears"), *cast("murder", ["bears"], ["s1", "s2", "s3"])])
    assert objects_in(replay.final_state)["bears"]["zone"] == "removed_from_game"


def test_a_creature_frostwielder_didnt_damage_dies_as_usual(lookup):
    objects = [obj("fw", "Frostwielder"), obj("bears", "Grizzly Bears", owner="Bob"), obj("murder", "Murder", zone="hand"),
               obj("s1", "Swamp"), obj("s2", "Swamp"), obj("s3", "Swamp")]
    replay = run(lookup, objects, cast("murder", ["bears"], ["s1", "s2", "s3"]))
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_kumanos_blessing_exiles_the_blocker_its_creature_kills(lookup, rules):
    objects = [obj("bears", "Grizzly Bears"), obj("blessing", "Kumano's Blessing", attached_to="bears"),
               obj("lions", "Savannah Lions", owner="Bob")]
    actions = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "lions", "attacker": "bears"}]},
               *[{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * 3]]
    data = {"format": 1, "rules": rules, "name": "blessing", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "combat", "step": "beginning_of_combat"},
            "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    state = objects_in(replay.final_state)
    assert state["lions"]["zone"] == "removed_from_game" and state["bears"]["zone"] == "graveyard"


@pytest.mark.parametrize("rules", EDITIONS)
def test_miserys_shadow_dying_with_an_opponents_creature_still_exiles_it(lookup, rules):
    """Pyroclasm: both die in one event, while Misery's Shadow was still in play (the game looks
    back in time: 2007 410.10d; 2026 603.10a)."""
    objects = [obj("shadow", "Misery's Shadow"), obj("lions", "Savannah Lions", owner="Bob"),
               obj("pyro", "Pyroclasm", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain")]
    replay = run(lookup, objects, cast("pyro", [], ["m1", "m2"]), rules)
    state = objects_in(replay.final_state)
    assert state["lions"]["zone"] == "removed_from_game" and state["shadow"]["zone"] == "graveyard"


# --- redirection statics (2007: 419.6c; 2026: 614.9) ------------------------------------------

def test_pariah_and_palisade_giant_are_fully_played(pool):
    assert pool["Pariah"].played and pool["Palisade Giant"].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_pariah_sends_lightning_bolts_damage_to_its_controller_to_the_enchanted_creature(lookup, rules):
    objects = [obj("bears", "Grizzly Bears", owner="Bob"), obj("pariah", "Pariah", owner="Bob", attached_to="bears"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("m1", "Mountain")]
    replay = run(lookup, objects, cast("bolt", ["Bob"], ["m1"]), rules)
    assert player(replay, "Bob")["life"] == 20
    assert objects_in(replay.final_state)["bears"]["zone"] == "graveyard"
    assert ("419.6c" if rules == R07 else "614.9", "redirection") in cited(replay)


def test_palisade_giant_takes_the_damage_dealt_to_another_permanent_its_controller_controls(lookup):
    objects = [obj("giant", "Palisade Giant", owner="Bob"), obj("bears", "Grizzly Bears", owner="Bob"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("m1", "Mountain")]
    replay = run(lookup, objects, cast("bolt", ["bears"], ["m1"]))
    state = objects_in(replay.final_state)
    assert state["bears"]["zone"] == "in_play" and state["giant"]["damage"] == 3


@pytest.mark.parametrize("rules", EDITIONS)
def test_furnace_of_rath_doubles_lightning_bolts_damage(lookup, rules):
    objects = [obj("furnace", "Furnace of Rath", owner="Bob"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m1", "Mountain")]
    replay = run(lookup, objects, cast("bolt", ["Bob"], ["m1"]), rules)
    assert player(replay, "Bob")["life"] == 14
    assert any("Furnace of Rath doubles the damage from Lightning Bolt to Bob: 6." == t for t in texts(replay))


def test_furnace_of_rath_and_a_static_prevention_apply_in_the_order_the_affected_player_chooses(lookup):
    """Protection of the Hekma prevents 1, Furnace of Rath doubles: Bob chooses (616.1):
    prevention first gives (3 - 1) x 2 = 4, doubling first 3 x 2 - 1 = 5."""
    objects = [obj("furnace", "Furnace of Rath", owner="Bob"), obj("hekma", "Protection of the Hekma", owner="Bob"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("m1", "Mountain")]
    actions = cast("bolt", ["Bob"], ["m1"])
    actions[-1]["replacement_order"] = ["hekma"]
    assert player(run(lookup, objects, actions), "Bob")["life"] == 16
    actions[-1]["replacement_order"] = ["furnace"]
    assert player(run(lookup, objects, actions), "Bob")["life"] == 15
