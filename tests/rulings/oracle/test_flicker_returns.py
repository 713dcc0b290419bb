"""Creatures that come back to the battlefield (rulings/oracle/flicker_returns.py), played from real
cards' Oracle text (flicker_returns_cards.json: records copied from the pool): "Until end of turn, target
creature [gets +2/+0 and] gains [deathtouch and] "When this creature dies, return it to the battlefield
tapped under its owner's control [with a +1/+1 counter on it]."" (Supernatural Stamina, Feign Death,
Demonic Gifts, Infuse with Vitality). The dies trigger looks back at the creature (2007 410.10d; 2026
603.10a) and the card returns a new object (2007 217.1c; 2026 400.7). And "Exile ~. Return it to the
battlefield [tapped] under its owner's control at the beginning of the next end step." (Aetherling,
Nezahal), "Exile target creature. At the beginning of the next end step, return that card to the
battlefield under its owner's control with a +1/+1 counter on it." (Long Road Home): a delayed triggered
ability (2007 404.4; 2026 603.7). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, objects_in, obj, p, zone_of

CARDS = Path(__file__).parent / "flicker_returns_cards.json"
POOL_TOO = True  # Grizzly Bears, Lightning Bolt and Shock from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Abnormal Endurance", "Demonic Gifts", "Feign Death", "Infuse with Vitality", "Pain 101", "Return to Action",
          "Supernatural Stamina", "Undying Malice", "Aetherling", "Fleeting Spirit", "Anurid Brushhopper", "Nezahal, Primal Tide",
          "Argent Sphinx", "Ghost Council of Orzhova", "Long Road Home", "Otherworldly Journey", "Mystifying Maze",
          "Eldrazi Displacer", "Spaceshift", "Planar Incision", "Daydream", "Lilysplash Mentor", "Justiciar's Portal", "Tenacious Dead",
          "Skyskipper Duo", "Abuelo, Ancestral Echo", "Explosive Getaway", "Guardian of Ghirapur", "Photon, Lady of Light",
          "S.H.I.E.L.D. Flying Car", "Teleportation Circle", "Restoration Angel", "Icewind Stalwart"]
#: "and suspect it", "transformed", "face down", "if it had a -1/-1 counter on it ... loses all
#: abilities", "if it dealt combat damage to a player this turn", a delayed "When target creature dies this turn"
NEAR_MISSES = ["Presumed Dead", "Harvest Hand // Scrounged Scythe", "Ashcloud Phoenix", "Retched Wretch",
               "Wave of Rats", "Graceful Reprieve",
               # a nonland permanent exiled and returned at once, "you may exile", "at the beginning of your next upkeep",
               # "If you do, discard", "if the gift wasn't promised", "with a flying counter" (Flickerwisp's and
               # Sentinel of the Pearl Trident's "another target permanent / historic permanent ... at the beginning of
               # the next end step" are test_flicker_later.py's)
               "Displacer Kitten", "Hikari, Twilight Guardian", "Obzedat, Ghost Council",
               "Vanish into Memory", "Parting Gust", "Salvation Swan",
               # a creature type's draw, "If it's a Spirit", "If it entered under your control", an enchantment target
               "Splash Portal", "Essence Flux", "Hallowed Respite", "Scrollshift"]  # (Flicker of Fate: test_flicker_permanents.py)
NEW_OBJECT = {R2007: "217.1c", R2026: "400.7"}
DELAYED = {R2007: "404.4", R2026: "603.7"}
TO_END_STEP = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]
LOOKS_BACK = {R2007: "410.10d", R2026: "603.10a"}


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "flicker returns"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(oid, target, lands):
    return [{"type": "play_spell", "player": "Alice", "object": oid, "targets": [target],
             "mana_abilities": [{"object": land} for land in lands]}, p("Alice"), p("Bob")]


def bolt_then_trigger(bolt="bolt", land="m"):
    """Lightning Bolt at the bears, then both pass again so the dies trigger resolves."""
    return cast(bolt, "bears", [land]) + [p("Alice"), p("Bob")]


@pytest.mark.parametrize("name", PLAYED)
def test_dies_return_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_returns_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_supernatural_stamina_creature_dies_and_returns_tapped_as_a_new_object(cards, rules):
    objects = [obj("ss", "Supernatural Stamina", zone="hand"), obj("s", "Swamp"), obj("bolt", "Lightning Bolt", zone="hand"),
               obj("m", "Mountain"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, cast("ss", "bears", ["s"]) + bolt_then_trigger(), rules)
    bears = objects_in(replay.final_state)["bears"]
    assert zone_of(replay, "bears") == "in_play" and bears["controller"] == "Bob", log(replay)  # its owner's control
    assert bears["tapped"] and (bears["power"], bears["toughness"]) == (2, 2), log(replay)  # the +2/+0 is gone: a new object
    assert {NEW_OBJECT[rules], LOOKS_BACK[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_feign_death_creature_returns_with_a_plus_one_counter(cards, rules):
    objects = [obj("fd", "Feign Death", zone="hand"), obj("s", "Swamp"), obj("bolt", "Lightning Bolt", zone="hand"),
               obj("m", "Mountain"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, cast("fd", "bears", ["s"]) + bolt_then_trigger(), rules)
    bears = objects_in(replay.final_state)["bears"]
    assert zone_of(replay, "bears") == "in_play" and bears["tapped"], log(replay)
    assert bears["counters"] == {"+1/+1": 1} and (bears["power"], bears["toughness"]) == (3, 3), log(replay)
    assert NEW_OBJECT[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_demonic_gifts_creature_returns_untapped(cards, rules):
    objects = [obj("dg", "Demonic Gifts", zone="hand"), obj("s", "Swamp"), obj("s2", "Swamp"),
               obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, cast("dg", "bears", ["s", "s2"]) + bolt_then_trigger(), rules)
    assert zone_of(replay, "bears") == "in_play" and not objects_in(replay.final_state)["bears"]["tapped"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_returned_creature_no_longer_has_the_granted_ability(cards, rules):
    objects = [obj("ss", "Supernatural Stamina", zone="hand"), obj("s", "Swamp"), obj("bolt", "Lightning Bolt", zone="hand"),
               obj("m", "Mountain"), obj("shock", "Shock", zone="hand"), obj("m2", "Mountain"), obj("bears", "Grizzly Bears")]
    actions = cast("ss", "bears", ["s"]) + bolt_then_trigger() + cast("shock", "bears", ["m2"])
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "bears") == "graveyard", log(replay)  # it died again and stays: the ability was the old object's
    assert sum("returns from the graveyard" in e.text for st in replay.steps for e in st.events) == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_given_the_ability_that_survives_stays_put(cards, rules):
    objects = [obj("ss", "Supernatural Stamina", zone="hand"), obj("s", "Swamp"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, cast("ss", "bears", ["s"]), rules)
    bears = objects_in(replay.final_state)["bears"]
    assert not bears["tapped"] and (bears["power"], bears["toughness"]) == (4, 2), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_aetherling_exiles_itself_and_returns_untapped_at_the_next_end_step(cards, rules):
    objects = [obj("ae", "Aetherling", tapped=True, damage=2), obj("i", "Island")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "ae", "ability": 0}, p("Alice"), p("Bob")]
    exiled = play(cards, objects, actions, rules)
    assert zone_of(exiled, "ae") == "removed_from_game", log(exiled)
    replay = play(cards, objects, actions + TO_END_STEP, rules)
    ae = objects_in(replay.final_state)["ae"]
    assert ae["zone"] == "in_play" and not ae["tapped"] and ae["damage"] == 0, log(replay)  # a new object
    assert {DELAYED[rules], NEW_OBJECT[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_nezahal_returns_tapped_at_the_next_end_step(cards, rules):
    objects = [obj("nez", "Nezahal, Primal Tide"), *(obj(f"c{n}", "Grizzly Bears", zone="hand") for n in range(3))]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "nez", "ability": 3,
                "pay": {"discard": ["c0", "c1", "c2"]}}, p("Alice"), p("Bob")] + TO_END_STEP
    replay = play(cards, objects, actions, rules)
    nez = objects_in(replay.final_state)["nez"]
    assert nez["zone"] == "in_play" and nez["tapped"] and nez["controller"] == "Alice", log(replay)
    assert all(zone_of(replay, f"c{n}") == "graveyard" for n in range(3)), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_long_road_home_returns_the_creature_with_a_plus_one_counter_at_the_next_end_step(cards, rules):
    objects = [obj("lrh", "Long Road Home", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains"),
               obj("bears", "Grizzly Bears", owner="Bob", tapped=True)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "lrh", "targets": ["bears"]}, p("Alice"), p("Bob")]
    exiled = play(cards, objects, actions, rules)
    assert zone_of(exiled, "bears") == "removed_from_game", log(exiled)
    replay = play(cards, objects, actions + TO_END_STEP, rules)
    bears = objects_in(replay.final_state)["bears"]
    assert bears["zone"] == "in_play" and bears["controller"] == "Bob" and not bears["tapped"], log(replay)
    assert bears["counters"] == {"+1/+1": 1} and (bears["power"], bears["toughness"]) == (3, 3), log(replay)
    assert {DELAYED[rules], NEW_OBJECT[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_token_exiled_by_long_road_home_doesnt_return(cards, rules):
    objects = [obj("lrh", "Long Road Home", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains"),
               obj("tok", "Grizzly Bears", owner="Bob", token=True)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "lrh", "targets": ["tok"]}, p("Alice"), p("Bob")] + TO_END_STEP
    replay = play(cards, objects, actions, rules)
    assert "tok" not in {oid for oid, o in objects_in(replay.final_state).items() if o.get("zone") == "in_play"}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_spaceshift_returns_the_creature_untapped_with_a_plus_one_counter(cards, rules):
    objects = [obj("ss", "Spaceshift", zone="hand"), obj("i1", "Island"), obj("i2", "Island"),
               obj("bears", "Grizzly Bears", owner="Bob", tapped=True, damage=1)]
    replay = play(cards, objects, cast("ss", "bears", ["i1", "i2"]), rules)
    bears = objects_in(replay.final_state)["bears"]
    assert bears["zone"] == "in_play" and bears["controller"] == "Bob" and not bears["tapped"] and bears["damage"] == 0, log(replay)
    assert bears["counters"] == {"+1/+1": 1}, log(replay)
    assert NEW_OBJECT[rules] in cited(replay), sorted(cited(replay))


def test_eldrazi_displacer_returns_another_creature_tapped(cards):
    objects = [obj("ed", "Eldrazi Displacer"), obj("w1", "Mystifying Maze"), obj("p1", "Plains"), obj("p2", "Plains"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "ed", "ability": 1, "targets": ["bears"],
                "mana_abilities": [{"object": "w1"}, {"object": "p1"}, {"object": "p2"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    bears = objects_in(replay.final_state)["bears"]
    assert bears["zone"] == "in_play" and bears["tapped"] and bears["controller"] == "Bob", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_justiciars_portal_gives_the_returned_creature_first_strike(cards, rules):
    objects = [obj("jp", "Justiciar's Portal", zone="hand"), obj("p1", "Plains"), obj("p2", "Plains"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, cast("jp", "bears", ["p1", "p2"]), rules)
    bears = objects_in(replay.final_state)["bears"]
    assert bears["zone"] == "in_play" and "first_strike" in str(bears["keywords"]).replace(" ", "_"), log(replay)


@pytest.mark.parametrize("may", [True, False])
def test_tenacious_dead_returns_tapped_only_if_its_controller_pays(cards, may):
    objects = [obj("td", "Tenacious Dead"), obj("s", "Swamp"), obj("s2", "Swamp"), obj("bolt", "Lightning Bolt", zone="hand"),
               obj("m", "Mountain")]
    actions = cast("bolt", "td", ["m"]) + [p("Alice"), p("Bob", choices={"td": {"may": may}})]
    replay = play(cards, objects, actions, R2026)
    assert zone_of(replay, "td") == ("in_play" if may else "graveyard"), log(replay)
    if may:
        assert objects_in(replay.final_state)["td"]["tapped"], log(replay)


def duo(cards, chosen):
    """Skyskipper Duo cast; its enters ability targets `chosen` (up to one), then the turn goes to its end step."""
    objects = [obj("duo", "Skyskipper Duo", zone="hand"), *(obj(f"i{n}", "Island") for n in range(5)), obj("bears", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "duo"}, p("Alice"), p("Bob", trigger_targets={"duo": chosen}),
               p("Alice"), p("Bob")]
    return play(cards, objects, actions, R2026), play(cards, objects, actions + TO_END_STEP, R2026)


def test_skyskipper_duo_exiles_another_creature_until_the_next_end_step(cards):
    exiled, replay = duo(cards, ["bears"])
    assert zone_of(exiled, "bears") == "removed_from_game", log(exiled)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "duo") == "in_play", log(replay)
    assert {DELAYED[R2026], NEW_OBJECT[R2026]} <= cited(replay), sorted(cited(replay))


def test_skyskipper_duo_with_no_target_chosen_exiles_and_returns_nothing(cards):
    exiled, replay = duo(cards, [])
    assert zone_of(exiled, "bears") == "in_play" and zone_of(exiled, "duo") == "in_play", log(exiled)
    assert not any("delayed triggered ability is created" in e.text for st in replay.steps for e in st.events), log(replay)
    assert zone_of(replay, "duo") == "in_play" and not objects_in(replay.final_state)["duo"]["tapped"], log(replay)


def test_teleportation_circle_flickers_a_creature_at_its_controllers_end_step(cards):
    objects = [obj("circle", "Teleportation Circle"), obj("bears", "Grizzly Bears", tapped=True, damage=1)]
    actions = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn", "trigger_targets": {"circle": ["bears"]}},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, R2026)
    bears = objects_in(replay.final_state)["bears"]
    assert bears["zone"] == "in_play" and not bears["tapped"] and bears["damage"] == 0, log(replay)  # a new object


@pytest.mark.parametrize("may", [True, False])
def test_restoration_angel_may_flicker_a_non_angel_creature_you_control(cards, may):
    objects = [obj("angel", "Restoration Angel", zone="hand"), *(obj(f"p{n}", "Plains") for n in range(4)),
               obj("bears", "Grizzly Bears", tapped=True, damage=1)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "angel"}, p("Alice"), p("Bob", trigger_targets={"angel": ["bears"]}),
               p("Alice"), p("Bob", choices={"angel": {"may": may}})]
    replay = play(cards, objects, actions, R2026)
    bears = objects_in(replay.final_state)["bears"]
    assert bears["zone"] == "in_play" and bears["tapped"] != may and bears["damage"] == (0 if may else 1), log(replay)
