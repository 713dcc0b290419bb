"""'[Do something] unless you [pay or do something else]' (rulings/oracle/unless_you.py, the engine's
unless_you: rulings/engine/effects/unless_you.py), played from real cards' Oracle text
(unless_you_cards.json: records copied from the pool): Force of Nature's "deals 8 damage to you unless
you pay {G}{G}{G}{G}", Carnophage's "tap this creature unless you pay 1 life", Balduvian Horde's
"sacrifice it unless you discard a card at random", Thirst for Knowledge's "Then discard two cards
unless you discard an artifact card", Apocalypse Demon's "unless you sacrifice another creature",
Tragic Lesson's "unless you return a land you control to its owner's hand", Lathnu Hellion's "unless
you pay {E}{E}"; and champion (2026 702.72a: "When this enters, sacrifice it unless you exile another
[object] you control", linked to "When this leaves the battlefield, return the exiled card ..."). The words mean "you may pay; if you don't, [do something]" (2026 118.12a), the choice
made as the ability or spell resolves (2007 413.2c; 2026 608.2d); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

from .conftest import cited, cited_pairs, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "unless_you_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
ON_RESOLUTION = {R2007: "413.2c", R2026: "608.2d"}
PLAYED = ["Force of Nature", "Minion of Tevesh Szat", "Hasran Ogress", "Heavyweight Demolisher", "Carnophage", "Sangrophage",
          "Balduvian Horde", "Minotaur Explorer", "Pillaging Horde", "Drekavac", "Apocalypse Demon", "Thirst for Knowledge",
          "Mystic Meditation", "Thirst for Identity", "Thirst for Meaning", "Alpharael, Dreaming Acolyte", "Tragic Lesson",
          "Lathnu Hellion", "Electrozoa", "Static Prison", "Fettergeist", "Megatherium", "Extravagant Spirit", "Vile Consumption", "The Tabernacle at Pendrell Vale",
          "Deepcavern Imp", "Rakdos Headliner", "Skizzik Surger", "Rotting Giant", "Barrow Ghoul",
          # another player pays: the target player, or the target permanent's controller
          "Demanding Dragon", "Wrench Mind", "Tyrannize", "Vectis Dominator", "Rhystic Deluge", "Erratic Portal",
          "Compulsive Research",
          # "you may pay ... When you do, ...": a reflexive triggered ability (2026 603.12)
          "Sparktongue Dragon", "Thousand Moons Crackshot", "Labyrinth Adversary", "Ty Lee, Artful Acrobat", "Ambulatory Edifice",
          "Savai Thundermane", "Riddle Gate Gargoyle", "Terra, Herald of Hope", "Passenger Ferry",
          # champion (2026 702.72a)
          "Changeling Hero", "Wren's Run Packmaster", "Lightning Crafter", "Unstoppable Ash", "Changeling Titan", "Nova Chaser"]
#: "unless" first (Demonic Hordes, Elder Spawn), "destroy ~ ... destroyed this way" (Cosmic Horror), "exile it"
#: (Demonlord of Ashmouth: the card may be a new object), a second sentence about the damage (Mishra's War Machine,
#: Minion of Leshrac's "other than this creature"), a Pirate card, a basic land card,
#: "an instant or sorcery card", "{1} for each +1/+1 counter on it" (Phantasmal Sphere), "When a Faerie is championed
#: with this creature" (Mistbind Clique, 702.72c): none read
NEAR_MISSES = ["Demonic Hordes", "Elder Spawn", "Cosmic Horror", "Demonlord of Ashmouth", "Mishra's War Machine", "Minion of Leshrac",
               "Arm-Mounted Anchor", "Thirst for Discovery", "Practical Research", "Steamcore Scholar", "Mistbind Clique",
               "Phantasmal Sphere", "Urza's Tome",
               # devotion; an event's "that player ... they"
               "Mogis, God of Slaughter", "Painful Quandary",
               # "When you do" about the first ability's object ("that creature", "its power") or an X: not read
               "Anointer of Valor", "Halana, Kessig Ranger", "Cyclops Superconductor", "Go-Shintai of Hidden Cruelty"]  # "a historic card": not a kind read here


def run(cards, doc):
    return run_scenario(load_scenario(doc, cards=cards))


def upkeep(objects, choice, rules, name="upkeep"):
    """Alice's upkeep of turn 3 with her upkeep trigger on the stack; Bob passes last with her choice."""
    return {"format": 1, "rules": rules, "name": name, "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}, "objects": objects,
            "actions": [p("Alice"), p("Bob", **({"choices": choice} if choice is not None else {}))]}


def life(replay, name="Alice"):
    return next(pl["life"] for pl in replay.final_state["players"] if pl["name"] == name)


@pytest.mark.parametrize("name", PLAYED)
def test_unless_you_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_unless_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def _force(cards, rules, choice):
    objects = [obj("fon", "Force of Nature"), *(obj(f"f{i}", "Forest") for i in range(4))]
    return run(cards, upkeep(objects, choice, rules))


@pytest.mark.parametrize("rules", EDITIONS)
def test_force_of_nature_deals_no_damage_when_its_controller_pays(cards, rules):
    replay = _force(cards, rules, {"fon": {"pays": True}})
    assert not refused(replay), log(replay)
    assert life(replay) == 20 and all(objects_in(replay.final_state)[f"f{i}"]["tapped"] for i in range(4)), log(replay)
    assert ON_RESOLUTION[rules] in cited(replay)
    assert ("118.12a" in cited(replay)) == (rules == R2026)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("choice", [{"fon": {"pays": False}}, None])
def test_force_of_nature_deals_8_damage_to_you_when_you_dont_pay(cards, rules, choice):
    replay = _force(cards, rules, choice)
    assert life(replay) == 12, log(replay)
    assert not any(objects_in(replay.final_state)[f"f{i}"]["tapped"] for i in range(4))
    assert ON_RESOLUTION[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_force_of_nature_cant_choose_to_pay_without_the_mana(cards, rules):
    objects = [obj("fon", "Force of Nature"), *(obj(f"f{i}", "Forest") for i in range(3))]
    replay = run(cards, upkeep(objects, {"fon": {"pays": True}}, rules))
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_carnophage_pays_1_life_or_is_tapped(cards, rules, pays):
    replay = run(cards, upkeep([obj("c", "Carnophage")], {"c": {"pays": pays}}, rules))
    assert not refused(replay), log(replay)
    assert life(replay) == (19 if pays else 20) and objects_in(replay.final_state)["c"]["tapped"] != pays, log(replay)
    assert ON_RESOLUTION[rules] in cited(replay)
    if pays:
        assert ("119.4" in cited(replay)) == (rules == R2026)  # 2026: paying life is losing it, only with that much life


def _horde(cards, rules, hand, choice):
    objects = [obj("horde", "Balduvian Horde", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(4)), *hand]
    actions = [{"type": "play_spell", "player": "Alice", "object": "horde", "mana_abilities": [{"object": f"m{i}"} for i in range(4)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", **({"choices": choice} if choice is not None else {}))]
    return run(cards, in_main_phase(objects, actions, rules, "horde"))


@pytest.mark.parametrize("rules", EDITIONS)
def test_balduvian_horde_stays_when_a_card_is_discarded_at_random(cards, rules):
    hand = [obj("a", "Grizzly Bears", zone="hand"), obj("b", "Shock", zone="hand")]
    replay = _horde(cards, rules, hand, {"horde": {"pays": True, "cards": ["a"]}})  # chance picked the Bears
    assert not refused(replay), log(replay)
    assert zone_of(replay, "horde") == "in_play" and zone_of(replay, "a") == "graveyard" and zone_of(replay, "b") == "hand", log(replay)
    assert ON_RESOLUTION[rules] in cited(replay)
    assert ("701.9b", "discard_at_random") in cited_pairs(replay) if rules == R2026 else "701.9b" not in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_balduvian_horde_is_sacrificed_when_its_controller_doesnt_discard(cards, rules):
    replay = _horde(cards, rules, [obj("a", "Grizzly Bears", zone="hand")], {"horde": {"pays": False}})
    assert zone_of(replay, "horde") == "graveyard" and zone_of(replay, "a") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_balduvian_horde_cant_choose_to_discard_from_an_empty_hand(cards, rules):
    replay = _horde(cards, rules, [], {"horde": {"pays": True}})
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_drekavac_takes_a_noncreature_card_only(cards, rules):
    def cast(choice):
        objects = [obj("d", "Drekavac", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"),
                   obj("bears", "Grizzly Bears", zone="hand"), obj("shock", "Shock", zone="hand")]
        actions = [{"type": "play_spell", "player": "Alice", "object": "d", "mana_abilities": [{"object": "s1"}, {"object": "s2"}]},
                   p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"d": choice})]
        return run(cards, in_main_phase(objects, actions, rules, "drekavac"))
    shock = cast({"pays": True, "cards": ["shock"]})
    assert zone_of(shock, "d") == "in_play" and zone_of(shock, "shock") == "graveyard", log(shock)
    assert refused(cast({"pays": True, "cards": ["bears"]}))  # a creature card isn't a noncreature card


def _thirst(cards, rules, hand, choice):
    objects = [obj("t", "Thirst for Knowledge", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)), *hand,
               *(obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "t", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
               p("Alice"), p("Bob", choices={"t": choice})]
    return run(cards, in_main_phase(objects, actions, rules, "thirst"))


@pytest.mark.parametrize("rules", EDITIONS)
def test_thirst_for_knowledge_discards_one_artifact_card_instead_of_two(cards, rules):
    replay = _thirst(cards, rules, [obj("orni", "Ornithopter", zone="hand")], {"pays": True, "cards": ["orni"]})
    assert not refused(replay), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["orni"]["zone"] == "graveyard" and all(objs[f"lib{i}"]["zone"] == "hand" for i in range(3)), log(replay)
    assert ON_RESOLUTION[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_thirst_for_knowledge_discards_two_cards_without_an_artifact(cards, rules):
    replay = _thirst(cards, rules, [obj("orni", "Ornithopter", zone="hand")], {"pays": False, "cards": ["lib0", "lib1"]})
    objs = objects_in(replay.final_state)
    assert [objs[k]["zone"] for k in ("orni", "lib0", "lib1", "lib2")] == ["hand", "graveyard", "graveyard", "hand"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_thirst_for_knowledge_cant_discard_a_creature_card_as_the_artifact(cards, rules):
    assert refused(_thirst(cards, rules, [], {"pays": True, "cards": ["lib0"]}))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_apocalypse_demon_is_tapped_unless_another_creature_is_sacrificed(cards, rules, pays):
    objects = [obj("demon", "Apocalypse Demon"), obj("bears", "Grizzly Bears"), obj("g", "Forest", zone="graveyard")]
    replay = run(cards, upkeep(objects, {"demon": {"pays": True, "cards": ["bears"]} if pays else {"pays": False}}, rules))
    assert not refused(replay), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["demon"]["tapped"] != pays and objs["bears"]["zone"] == ("graveyard" if pays else "in_play"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_apocalypse_demon_cant_sacrifice_itself_for_its_own_cost(cards, rules):
    objects = [obj("demon", "Apocalypse Demon"), obj("g", "Forest", zone="graveyard")]
    assert refused(run(cards, upkeep(objects, {"demon": {"pays": True, "cards": ["demon"]}}, rules)))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_tragic_lesson_returns_a_land_or_discards_a_card(cards, rules, pays):
    objects = [obj("tl", "Tragic Lesson", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)),
               *(obj(f"lib{i}", "Grizzly Bears", zone="library") for i in range(2))]
    choice = {"pays": True, "cards": ["i0"]} if pays else {"pays": False, "cards": ["lib0"]}
    actions = [{"type": "play_spell", "player": "Alice", "object": "tl", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
               p("Alice"), p("Bob", choices={"tl": choice})]
    replay = run(cards, in_main_phase(objects, actions, rules, "tragic lesson"))
    assert not refused(replay), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["i0"]["zone"] == ("hand" if pays else "in_play") and objs["lib0"]["zone"] == ("hand" if pays else "graveyard"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_hasran_ogress_deals_3_damage_to_you_when_it_attacks_unless_you_pay_2(cards, rules, pays):
    objects = [obj("ogre", "Hasran Ogress"), obj("s1", "Swamp"), obj("s2", "Swamp")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["ogre"]}, p("Alice"), p("Bob", choices={"ogre": {"pays": pays}})]
    replay = run(cards, in_main_phase(objects, actions, rules, "ogress"))
    assert not refused(replay), log(replay)
    assert life(replay) == (20 if pays else 17) and objects_in(replay.final_state)["s1"]["tapped"] == pays, log(replay)
    assert ON_RESOLUTION[rules] in cited(replay)


@pytest.mark.parametrize("pays", [True, False])
def test_lathnu_hellion_pays_its_energy_or_is_sacrificed_at_your_end_step(cards, pays):
    """Energy is later than February 2007: 2026 only (107.14)."""
    objects = [obj("h", "Lathnu Hellion", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "h", "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob"),  # the Hellion, then its enters trigger: two energy counters
               {"type": "pass_until", "player": "Alice", "phase": "end"}, p("Alice"), p("Bob", choices={"h": {"pays": pays}})]
    replay = run(cards, in_main_phase(objects, actions, R2026, "hellion"))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "h") == ("in_play" if pays else "graveyard"), log(replay)
    if pays:
        assert ("107.14", "pay_energy") in cited_pairs(replay)


@pytest.mark.parametrize("step, field", [
    ({"do": "unless_you", "effect": [{"do": "tap", "what": "self"}]}, "must have exactly one of"),
    ({"do": "unless_you", "pay_mana": "{1}", "pay_life": 2, "effect": []}, "must have exactly one of"),
    ({"do": "unless_you", "pay_mana": "{X}", "effect": []}, "pay_mana"),
    ({"do": "unless_you", "action": "exile", "effect": []}, "action"),
    ({"do": "unless_you", "action": "sacrifice", "random": True, "effect": []}, "random"),
    ({"do": "unless_you", "action": "discard", "filter": {"colors": ["red"]}, "effect": []}, "filter"),
    ({"do": "unless_you", "pay_life": 1}, "effect"),
    ({"do": "unless_you", "pay_life": 1, "controller_of": "self", "effect": []}, "controller_of"),
    ({"do": "unless_you", "pay_life": 1, "player": "target:3", "effect": []}, "player"),
    ({"do": "unless_you", "pay_life": 1, "effect": [{"do": "tap", "what": "target:2"}]}, "effect"),
])
def test_the_loader_names_a_wrong_unless_you(step, field):
    card = {"name": "Odd", "mana_cost": "{1}", "types": ["Artifact"],
            "abilities": [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                           "effect": [step]}]}
    with pytest.raises(ScenarioError, match=field):
        load_scenario(in_main_phase([obj("odd", card)], [], R2026))


def _champion(cards, rules, champion, others, choice, mana, bounce=False, extra=()):
    """Cast `champion` with `mana` Forests; its enters ability resolves with `choice`; then, with `bounce`,
    Bob returns it to its owner's hand with Unsummon and its leaves ability resolves."""
    objects = [obj("champ", champion, zone="hand"), *(obj(f"f{i}", "Forest") for i in range(mana)), *others,
               obj("uns", "Unsummon", owner="Bob", zone="hand"), obj("isl", "Island", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "champ", "mana_abilities": [{"object": f"f{i}"} for i in range(mana)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", **({"choices": {"champ": choice}} if choice is not None else {}))]
    if bounce:
        actions += [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "uns", "targets": ["champ"],
                                 "mana_abilities": [{"object": "isl"}]}, p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    actions += list(extra)
    return run(cards, in_main_phase(objects, actions, rules, "champion"))


def test_a_champion_exiles_another_elf_and_returns_it_when_it_leaves(cards):
    replay = _champion(cards, R2026, "Wren's Run Packmaster", [obj("elf", "Llanowar Elves")], {"pays": True, "cards": ["elf"]}, 4,
                       bounce=True)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "champ") == "hand" and zone_of(replay, "elf") == "in_play", log(replay)
    assert {("702.72a", "champion"), ("607.2k", "champion_linked"), ("608.2d", "choice_on_resolution"),
            ("607.2a", "linked_exile")} <= cited_pairs(replay)


def test_a_champion_keeps_the_card_exiled_while_it_stays(cards):
    replay = _champion(cards, R2026, "Wren's Run Packmaster", [obj("elf", "Llanowar Elves")], {"pays": True, "cards": ["elf"]}, 4)
    assert zone_of(replay, "champ") == "in_play" and zone_of(replay, "elf") == "removed_from_game", log(replay)


@pytest.mark.parametrize("choice", [{"pays": False}, None])
def test_a_champion_is_sacrificed_when_nothing_is_exiled_and_returns_nothing(cards, choice):
    replay = _champion(cards, R2026, "Wren's Run Packmaster", [obj("elf", "Llanowar Elves")], choice, 4,
                       extra=[p("Alice"), p("Bob")])  # the leaves ability resolves
    assert not refused(replay), log(replay)
    assert zone_of(replay, "champ") == "graveyard" and zone_of(replay, "elf") == "in_play", log(replay)
    assert any("nothing returns" in line for line in log(replay).splitlines()), log(replay)


def test_a_champion_of_elves_can_exile_a_changeling(cards):
    """Changeling: every creature type (2026 702.73a), so an Elf."""
    replay = _champion(cards, R2026, "Wren's Run Packmaster", [obj("ch", "Changeling Titan")], {"pays": True, "cards": ["ch"]}, 4)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "champ") == "in_play" and zone_of(replay, "ch") == "removed_from_game", log(replay)


def test_a_champion_cant_exile_a_permanent_not_of_its_kind(cards):
    replay = _champion(cards, R2026, "Wren's Run Packmaster", [obj("bears", "Grizzly Bears")], {"pays": True, "cards": ["bears"]}, 4)
    assert refused(replay), log(replay)


def test_a_champion_cant_exile_itself(cards):
    replay = _champion(cards, R2026, "Wren's Run Packmaster", [], {"pays": True, "cards": ["champ"]}, 4)
    assert refused(replay), log(replay)


def test_champion_a_goblin_or_shaman_takes_either_kind(cards):
    objects = [obj("crafter", "Lightning Crafter", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(4)),
               obj("piker", "Goblin Piker")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "crafter", "mana_abilities": [{"object": f"m{i}"} for i in range(4)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"crafter": {"pays": True, "cards": ["piker"]}})]
    replay = run(cards, in_main_phase(objects, actions, R2026, "crafter"))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "crafter") == "in_play" and zone_of(replay, "piker") == "removed_from_game", log(replay)


def test_champion_doesnt_trigger_under_the_2007_rules(cards):
    """Champion came later than February 2007 (Lorwyn): the permanent stays and exiles nothing."""
    replay = _champion(cards, R2007, "Wren's Run Packmaster", [obj("elf", "Llanowar Elves")], {"pays": True, "cards": ["elf"]}, 4)
    assert not refused(replay), log(replay)
    assert zone_of(replay, "champ") == "in_play" and zone_of(replay, "elf") == "in_play", log(replay)
    assert "champion doesn't trigger" in log(replay) and "702.72a" not in cited(replay)


def test_the_loader_names_a_wrong_champion_kind():
    card = {"name": "Odd", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "keyword", "keyword": "champion", "what": {"colors": ["red"]}}]}
    with pytest.raises(ScenarioError, match="what"):
        load_scenario(in_main_phase([obj("odd", card)], [], R2026))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("others, pays, stays", [(2, True, True), (0, True, True), (2, False, False)])
def test_fettergeist_pays_1_for_each_other_creature_you_control(cards, rules, others, pays, stays):
    objects = [obj("geist", "Fettergeist"), *(obj(f"b{i}", "Grizzly Bears") for i in range(others)),
               obj("bob_b", "Grizzly Bears", owner="Bob"), *(obj(f"i{i}", "Island") for i in range(3))]
    replay = run(cards, upkeep(objects, {"geist": {"pays": pays}}, rules))
    assert not refused(replay), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["geist"]["zone"] == ("in_play" if stays else "graveyard"), log(replay)
    # two other creatures of Alice's (Bob's and the Fettergeist itself don't count): two Islands tapped
    assert sum(objs[f"i{i}"]["tapped"] for i in range(3)) == (others if pays else 0), log(replay)
    assert ON_RESOLUTION[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_fettergeist_cant_pay_more_than_its_controller_has(cards, rules):
    objects = [obj("geist", "Fettergeist"), *(obj(f"b{i}", "Grizzly Bears") for i in range(3)), obj("i0", "Island")]
    assert refused(run(cards, upkeep(objects, {"geist": {"pays": True}}, rules)))


@pytest.mark.parametrize("rules", EDITIONS)
def test_megatherium_pays_1_for_each_card_in_hand_as_its_ability_resolves(cards, rules):
    objects = [obj("mega", "Megatherium", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(5)),
               obj("h1", "Grizzly Bears", zone="hand"), obj("h2", "Shock", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "mega", "mana_abilities": [{"object": f"f{i}"} for i in range(3)]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"mega": {"pays": True}})]
    replay = run(cards, in_main_phase(objects, actions, rules, "megatherium"))
    assert not refused(replay), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["mega"]["zone"] == "in_play" and objs["f3"]["tapped"] and objs["f4"]["tapped"], log(replay)  # two cards in hand: {2}


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_vile_consumption_gives_each_creature_its_upkeep_life_or_sacrifice(cards, rules, pays):
    doc = {"format": 1, "rules": rules, "name": "vile consumption", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "beginning", "step": "upkeep"},
           "objects": [obj("vile", "Vile Consumption"), obj("b", "Grizzly Bears", owner="Bob"), obj("a", "Grizzly Bears")],
           "actions": [p("Bob"), p("Alice", choices={"b": {"pays": pays}})]}
    replay = run(cards, doc)
    assert not refused(replay), log(replay)
    objs = objects_in(replay.final_state)
    # Bob's creature's ability: Bob's upkeep, Bob's life; Alice's creature's doesn't trigger in Bob's upkeep
    assert objs["b"]["zone"] == ("in_play" if pays else "graveyard") and objs["a"]["zone"] == "in_play", log(replay)
    assert life(replay, "Bob") == (19 if pays else 20) and life(replay) == 20, log(replay)
    assert ON_RESOLUTION[rules] in cited(replay)


ECHO = {R2007: "502.19a", R2026: "702.30a"}


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_deepcavern_imps_echo_is_a_discard_or_it_is_sacrificed(cards, rules, pays):
    objects = [obj("imp", "Deepcavern Imp", under_control_since_last_upkeep=True), obj("h", "Grizzly Bears", zone="hand")]
    replay = run(cards, upkeep(objects, {"imp": {"pays": True, "cards": ["h"]} if pays else {"pays": False}}, rules))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "imp") == ("in_play" if pays else "graveyard") and zone_of(replay, "h") == ("graveyard" if pays else "hand"), \
        log(replay)
    assert {ECHO[rules], ON_RESOLUTION[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_deepcavern_imps_echo_isnt_due_a_turn_later(cards, rules):
    replay = run(cards, upkeep([obj("imp", "Deepcavern Imp"), obj("h", "Grizzly Bears", zone="hand")], None, rules))
    assert zone_of(replay, "imp") == "in_play" and zone_of(replay, "h") == "hand" and not replay.final_state["stack"], log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_skizzik_surgers_echo_is_two_lands(cards, rules):
    objects = [obj("sk", "Skizzik Surger", under_control_since_last_upkeep=True), obj("m1", "Mountain"), obj("m2", "Mountain")]
    replay = run(cards, upkeep(objects, {"sk": {"pays": True, "cards": ["m1", "m2"]}}, rules))
    assert not refused(replay), log(replay)
    assert [zone_of(replay, k) for k in ("sk", "m1", "m2")] == ["in_play", "graveyard", "graveyard"], log(replay)
    one = run(cards, upkeep(objects, {"sk": {"pays": True, "cards": ["m1"]}}, rules))
    assert refused(one), log(one)  # two lands, not one


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_rotting_giant_exiles_a_card_from_your_graveyard_when_it_attacks_or_is_sacrificed(cards, rules, pays):
    objects = [obj("giant", "Rotting Giant"), obj("g1", "Grizzly Bears", zone="graveyard"), obj("g2", "Forest", zone="graveyard")]
    choice = {"pays": True, "cards": ["g1"]} if pays else {"pays": False}
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["giant"]}, p("Alice"), p("Bob", choices={"giant": choice})]
    replay = run(cards, in_main_phase(objects, actions, rules, "rotting giant"))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "giant") == ("in_play" if pays else "graveyard"), log(replay)
    assert zone_of(replay, "g1") == ("removed_from_game" if pays else "graveyard") and zone_of(replay, "g2") == "graveyard", log(replay)
    assert ON_RESOLUTION[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_barrow_ghoul_exiles_the_top_creature_card_of_your_graveyard_not_one_chosen(cards, rules):
    objects = [obj("ghoul", "Barrow Ghoul"), obj("c1", "Grizzly Bears", zone="graveyard"), obj("c2", "Grizzly Bears", zone="graveyard"),
               obj("land", "Forest", zone="graveyard")]
    replay = run(cards, upkeep(objects, {"ghoul": {"pays": True, "cards": ["c1"]}}, rules))
    assert not refused(replay), log(replay)
    # the top creature card is the last put there (c2), whatever is named; the Forest above it isn't a creature card
    assert [zone_of(replay, k) for k in ("ghoul", "c1", "c2", "land")] == ["in_play", "graveyard", "removed_from_game", "graveyard"], \
        log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_barrow_ghoul_cant_choose_to_exile_without_a_creature_card(cards, rules):
    objects = [obj("ghoul", "Barrow Ghoul"), obj("land", "Forest", zone="graveyard")]
    assert refused(run(cards, upkeep(objects, {"ghoul": {"pays": True}}, rules)))
    kept = run(cards, upkeep(objects, {"ghoul": {"pays": False}}, rules))
    assert zone_of(kept, "ghoul") == "graveyard", log(kept)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_demanding_dragon_deals_5_damage_unless_the_target_opponent_sacrifices_a_creature(cards, rules, pays):
    objects = [obj("dragon", "Demanding Dragon", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(5)),
               obj("bb", "Grizzly Bears", owner="Bob"), obj("ab", "Grizzly Bears")]
    choice = {"pays": True, "cards": ["bb"]} if pays else {"pays": False}
    actions = [{"type": "play_spell", "player": "Alice", "object": "dragon", "mana_abilities": [{"object": f"m{i}"} for i in range(5)]},
               p("Alice"), p("Bob", trigger_targets={"dragon": ["Bob"]}), p("Alice"),
               p("Bob", choices={"dragon": choice})]
    replay = run(cards, in_main_phase(objects, actions, rules, "demanding dragon"))
    assert not refused(replay), log(replay)
    assert life(replay, "Bob") == (20 if pays else 15) and zone_of(replay, "bb") == ("graveyard" if pays else "in_play"), log(replay)
    assert zone_of(replay, "ab") == "in_play"
    assert ON_RESOLUTION[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_demanding_dragons_opponent_sacrifices_only_their_own_creature(cards, rules):
    objects = [obj("dragon", "Demanding Dragon", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(5)),
               obj("bb", "Grizzly Bears", owner="Bob"), obj("ab", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "dragon", "mana_abilities": [{"object": f"m{i}"} for i in range(5)]},
               p("Alice"), p("Bob", trigger_targets={"dragon": ["Bob"]}), p("Alice"),
               p("Bob", choices={"dragon": {"pays": True, "cards": ["ab"]}})]
    assert refused(run(cards, in_main_phase(objects, actions, rules, "demanding dragon")))


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_wrench_mind_target_player_discards_an_artifact_card_or_two_cards(cards, rules, pays):
    objects = [obj("wm", "Wrench Mind", zone="hand"), obj("s1", "Swamp"), obj("s2", "Swamp"),
               obj("orni", "Ornithopter", owner="Bob", zone="hand"), obj("b1", "Grizzly Bears", owner="Bob", zone="hand"),
               obj("b2", "Shock", owner="Bob", zone="hand")]
    choice = {"pays": True, "cards": ["orni"]} if pays else {"pays": False, "cards": ["b1", "b2"]}
    actions = [{"type": "play_spell", "player": "Alice", "object": "wm", "targets": ["Bob"], "mana_abilities": [{"object": "s1"}, {"object": "s2"}]},
               p("Alice"), p("Bob", choices={"wm": choice})]
    replay = run(cards, in_main_phase(objects, actions, rules, "wrench mind"))
    assert not refused(replay), log(replay)
    gone = {k for k in ("orni", "b1", "b2") if zone_of(replay, k) == "graveyard"}
    assert gone == ({"orni"} if pays else {"b1", "b2"}), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_vectis_dominator_taps_unless_the_creatures_controller_pays_2_life(cards, rules, pays):
    objects = [obj("vd", "Vectis Dominator"), obj("bb", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "vd", "ability": 0, "targets": ["bb"]}, p("Alice"),
               p("Bob", choices={"vd": {"pays": pays}})]
    replay = run(cards, in_main_phase(objects, actions, rules, "vectis"))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bb"]["tapped"] != pays and life(replay, "Bob") == (18 if pays else 20), log(replay)
    assert life(replay) == 20  # Alice, the ability's controller, pays nothing


@pytest.mark.parametrize("rules", EDITIONS)
def test_rhystic_deluge_is_paid_with_the_creatures_controllers_mana(cards, rules):
    objects = [obj("rd", "Rhystic Deluge"), obj("i", "Island"), obj("bb", "Grizzly Bears", owner="Bob"), obj("bf", "Forest", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "rd", "ability": 0, "targets": ["bb"],
                "mana_abilities": [{"object": "i"}]}, p("Alice"), p("Bob", choices={"rd": {"pays": True}})]
    replay = run(cards, in_main_phase(objects, actions, rules, "rhystic deluge"))
    assert not refused(replay), log(replay)
    objs = objects_in(replay.final_state)
    assert not objs["bb"]["tapped"] and objs["bf"]["tapped"], log(replay)


def _sparktongue(cards, rules, choice, targets=("Bob",)):
    objects = [obj("dragon", "Sparktongue Dragon", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(8))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "dragon", "mana_abilities": [{"object": f"m{i}"} for i in range(5)]},
               p("Alice"), p("Bob"), p("Alice"),
               p("Bob", choices={"dragon": choice}, trigger_targets={"dragon": list(targets)}), p("Alice"), p("Bob")]
    return run(cards, in_main_phase(objects, actions, rules, "sparktongue"))


@pytest.mark.parametrize("rules", EDITIONS)
def test_sparktongue_dragons_reflexive_ability_targets_after_the_payment(cards, rules):
    replay = _sparktongue(cards, rules, {"may": True})
    assert not refused(replay), log(replay)
    assert life(replay, "Bob") == 17 and objects_in(replay.final_state)["m7"]["tapped"], log(replay)
    assert {R2007: "404.4", R2026: "603.7"}[rules] in cited(replay)  # the rules of delayed triggered abilities
    assert ("603.12" in cited(replay)) == (rules == R2026)  # reflexive triggered abilities: 2026 only
    assert "Alice pays {2}{R}." in log(replay)  # the payment is said (noted by the twenty-fourth precision check)


@pytest.mark.parametrize("rules", EDITIONS)
def test_sparktongue_dragon_not_paid_triggers_nothing(cards, rules):
    replay = _sparktongue(cards, rules, {"may": False})
    assert not refused(replay), log(replay)
    assert life(replay, "Bob") == 20 and not objects_in(replay.final_state)["m5"]["tapped"], log(replay)
    assert "reflexive" not in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_thousand_moons_crackshot_taps_a_creature_chosen_after_paying(cards, rules, pays):
    objects = [obj("cs", "Thousand Moons Crackshot"), *(obj(f"p{i}", "Plains") for i in range(3)), obj("bb", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["cs"]}, p("Alice"),
               p("Bob", choices={"cs": {"may": pays}}, trigger_targets={"cs": ["bb"]}), p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "crackshot"))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["bb"]["tapped"] == pays, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_the_tabernacle_destroys_each_creature_whose_controller_doesnt_pay(cards, rules, pays):
    doc = {"format": 1, "rules": rules, "name": "tabernacle", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "beginning", "step": "upkeep"},
           "objects": [obj("tab", "The Tabernacle at Pendrell Vale"), obj("b", "Grizzly Bears", owner="Bob"), obj("f", "Forest", owner="Bob")],
           "actions": [p("Bob"), p("Alice", choices={"b": {"pays": pays}})]}
    replay = run(cards, doc)
    assert not refused(replay), log(replay)
    objs = objects_in(replay.final_state)
    assert objs["b"]["zone"] == ("in_play" if pays else "graveyard") and objs["f"]["tapped"] == pays, log(replay)
    assert ON_RESOLUTION[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("pays", [True, False])
def test_compulsive_research_that_player_discards_a_land_card_or_two_cards(cards, rules, pays):
    objects = [obj("cr", "Compulsive Research", zone="hand"), *(obj(f"i{i}", "Island") for i in range(3)),
               obj("land", "Forest", owner="Bob", zone="hand"), *(obj(f"lib{i}", "Grizzly Bears", owner="Bob", zone="library") for i in range(3))]
    choice = {"pays": True, "cards": ["land"]} if pays else {"pays": False, "cards": ["lib0", "lib1"]}
    actions = [{"type": "play_spell", "player": "Alice", "object": "cr", "targets": ["Bob"], "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
               p("Alice"), p("Bob", choices={"cr": choice})]
    replay = run(cards, in_main_phase(objects, actions, rules, "compulsive research"))
    assert not refused(replay), log(replay)
    gone = {k for k in ("land", "lib0", "lib1", "lib2") if zone_of(replay, k) == "graveyard"}
    assert gone == ({"land"} if pays else {"lib0", "lib1"}), log(replay)  # Bob drew the three, then chose


@pytest.mark.parametrize("energy, pays, tapped", [(1, True, False), (1, False, True), (0, False, True)])
def test_electrozoa_is_tapped_in_your_first_main_phase_unless_you_pay_energy(cards, energy, pays, tapped):
    """Energy is later than February 2007: 2026 only (107.14); the first main phase's trigger (main_phases.py)."""
    doc = {"format": 1, "rules": R2026, "name": "electrozoa", "players": [{"name": "Alice", "energy": energy}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"},
           "objects": [obj("ez", "Electrozoa"), obj("lib", "Plains", zone="library"), obj("libb", "Plains", owner="Bob", zone="library")],
           "actions": [{"type": "pass_until", "player": "Alice", "phase": "precombat_main"}, p("Alice"),
                       p("Bob", choices={"ez": {"pays": pays}})]}
    replay = run(cards, doc)
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["ez"]["tapped"] == tapped, log(replay)
    assert ("107.14" in cited(replay)) == pays


def test_electrozoa_cant_pay_energy_it_hasnt_got(cards):
    doc = {"format": 1, "rules": R2026, "name": "electrozoa", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"},
           "objects": [obj("ez", "Electrozoa"), obj("lib", "Plains", zone="library"), obj("libb", "Plains", owner="Bob", zone="library")],
           "actions": [{"type": "pass_until", "player": "Alice", "phase": "precombat_main"}, p("Alice"),
                       p("Bob", choices={"ez": {"pays": True}})]}
    assert refused(run(cards, doc))
