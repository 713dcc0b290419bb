"""Real cards whose static abilities restrict combat, keep a permanent tapped, or
change characteristics, compiled from their Oracle text and played; and the
phrasings near them that stay text only."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts
from .test_templates import card

R07, R26 = "2007-02-01", "2026-06-19"


def played(lookup, objects, actions, rules, **kw):
    return run_scenario(load_scenario(scenario(objects, actions, rules=rules, **kw), cards=lookup))


TO_ATTACKERS = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def blocks(lookup, attacker, blockers, rules, extra=()):
    """Alice attacks with `attacker`; Bob blocks it with every card in `blockers`."""
    objects = [obj("at", attacker, "Alice"), *[obj(f"b{i}", name, "Bob") for i, name in enumerate(blockers)], *extra]
    actions = TO_ATTACKERS + [{"type": "declare_attackers", "player": "Alice", "attackers": ["at"]},
                              {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                              {"type": "declare_blockers", "player": "Bob",
                               "blocks": [{"blocker": f"b{i}", "attacker": "at"} for i in range(len(blockers))]}]
    return played(lookup, objects, actions, rules, phase="combat", step="beginning_of_combat")


def attacks(lookup, objects, attackers, rules):
    actions = TO_ATTACKERS + [{"type": "declare_attackers", "player": "Alice", "attackers": list(attackers)}]
    return played(lookup, objects, actions, rules, phase="combat", step="beginning_of_combat")


def log(replay):
    return "\n".join(texts(replay))


@pytest.mark.parametrize("rules, rule", [(R07, "502.17b"), (R26, "702.31b")])
def test_shu_cavalry_horsemanship_only_horsemanship_blocks_it(lookup, rules, rule):
    refused = blocks(lookup, "Shu Cavalry", ["Savannah Lions"], rules)
    assert refused.steps[-1].refused and rule in {c.rule for c in refused.steps[-1].citations}
    assert not blocks(lookup, "Savannah Lions", ["Shu Cavalry"], rules).steps[-1].refused


def test_bladetusk_boar_intimidate_a_red_creature_blocks_a_white_one_cant(lookup):
    refused = blocks(lookup, "Bladetusk Boar", ["Savannah Lions"], R26)
    assert refused.steps[-1].refused and "702.13b" in rules_cited(refused)
    assert not blocks(lookup, "Bladetusk Boar", ["Craven Hulk", "Mogg Flunkies"], R26).steps[-1].refused


def test_furtive_homunculus_skulk_a_greater_power_cant_block_it(lookup):
    refused = blocks(lookup, "Furtive Homunculus", ["Charging Rhino"], R26)
    assert refused.steps[-1].refused and "702.118b" in rules_cited(refused)
    assert not blocks(lookup, "Furtive Homunculus", ["Savannah Lions"], R26).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_amrou_kithkin_cant_be_blocked_by_power_3_or_greater(lookup, rules):
    assert blocks(lookup, "Amrou Kithkin", ["Charging Rhino"], rules).steps[-1].refused
    assert not blocks(lookup, "Amrou Kithkin", ["Savannah Lions"], rules).steps[-1].refused


def test_steel_leaf_champion_cant_be_blocked_by_power_2_or_less(lookup):
    assert blocks(lookup, "Steel Leaf Champion", ["Savannah Lions"], R26).steps[-1].refused
    assert not blocks(lookup, "Steel Leaf Champion", ["Charging Rhino"], R26).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_cloud_elemental_can_block_only_creatures_with_flying(lookup, rules):
    refused = blocks(lookup, "Savannah Lions", ["Cloud Elemental"], rules)
    assert refused.steps[-1].refused and "can block only creatures with flying" in log(refused)


@pytest.mark.parametrize("rules", EDITIONS)
def test_charging_rhino_cant_be_blocked_by_more_than_one_creature(lookup, rules):
    assert blocks(lookup, "Charging Rhino", ["Savannah Lions", "Craven Hulk"], rules).steps[-1].refused
    assert not blocks(lookup, "Charging Rhino", ["Savannah Lions"], rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_mogg_flunkies_cant_attack_alone_but_attacks_with_another(lookup, rules):
    board = [obj("flunkies", "Mogg Flunkies", "Alice"), obj("lions", "Savannah Lions", "Alice")]
    assert attacks(lookup, board, ["flunkies"], rules).steps[-1].refused
    assert not attacks(lookup, board, ["flunkies", "lions"], rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_craven_hulk_cant_block_alone(lookup, rules):
    assert blocks(lookup, "Savannah Lions", ["Craven Hulk"], rules).steps[-1].refused
    assert not blocks(lookup, "Savannah Lions", ["Craven Hulk", "Charging Rhino"], rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_sea_monster_attacks_only_a_player_who_controls_an_island(lookup, rules):
    refused = attacks(lookup, [obj("monster", "Sea Monster", "Alice")], ["monster"], rules)
    assert refused.steps[-1].refused and "unless the defending player controls an Island" in log(refused)
    assert not attacks(lookup, [obj("monster", "Sea Monster", "Alice"), obj("i", "Island", "Bob")], ["monster"], rules).steps[-1].refused


@pytest.mark.parametrize("rules, rule", [(R07, "500.4"), (R26, "508.1d")])
def test_bloodrock_cyclops_attacks_each_combat_if_able(lookup, rules, rule):
    board = [obj("cyclops", "Bloodrock Cyclops", "Alice"), obj("lions", "Savannah Lions", "Alice")]
    refused = attacks(lookup, board, ["lions"], rules)
    assert refused.steps[-1].refused and rule in rules_cited(refused)
    assert not attacks(lookup, board, ["cyclops"], rules).steps[-1].refused


def _untap_step(lookup, objects, rules):
    actions = [{"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}]
    data = scenario(objects, actions, rules=rules, phase="end", step="end_of_turn")
    data["turn"]["active_player"] = "Bob"
    replay = run_scenario(load_scenario(data, cards=lookup))
    step = next(s for s in replay.steps if any("untaps" in e.text for e in s.events))
    return {o["id"]: o for p in step.state["zones"].values() for z in p.values() for o in z}, step


@pytest.mark.parametrize("rules, rule", [(R07, "302.2"), (R26, "502.3")])
def test_colossus_of_sardia_doesnt_untap_during_the_untap_step(lookup, rules, rule):
    state, step = _untap_step(lookup, [{**obj("colossus", "Colossus of Sardia", "Alice"), "tapped": True},
                                       {**obj("lions", "Savannah Lions", "Alice"), "tapped": True}], rules)
    assert state["colossus"]["tapped"] and not state["lions"]["tapped"]
    assert rule in {c.rule for c in step.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_paralyzing_grasp_keeps_the_enchanted_creature_tapped(lookup, rules):
    state, _ = _untap_step(lookup, [{**obj("lions", "Savannah Lions", "Alice"), "tapped": True},
                                    {**obj("grasp", "Paralyzing Grasp", "Bob"), "attached_to": "lions"}], rules)
    assert state["lions"]["tapped"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_woodland_changeling_is_a_sliver_for_muscle_sliver(lookup, rules):
    replay = played(lookup, [obj("sliver", "Muscle Sliver", "Alice"), obj("changeling", "Woodland Changeling", "Alice"),
                             obj("lions", "Savannah Lions", "Bob")], [], rules)
    state = {o["id"]: o for p in replay.steps[-1].state["zones"].values() for z in p.values() for o in z}
    assert (state["sliver"]["power"], state["changeling"]["power"], state["lions"]["power"]) == (2, 3, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_blinding_drone_is_colorless_by_devoid(lookup, rules):
    replay = played(lookup, [obj("drone", "Blinding Drone", "Alice")], [], rules)
    state = {o["id"]: o for p in replay.steps[-1].state["zones"].values() for z in p.values() for o in z}
    assert state["drone"]["colors"] == []


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_oriflamme_pumps_only_attacking_creatures(lookup, rules):
    board = [obj("flame", "Goblin Oriflamme", "Alice"), obj("lions", "Savannah Lions", "Alice"), obj("hulk", "Craven Hulk", "Alice")]
    replay = attacks(lookup, board, ["lions"], rules)
    state = {o["id"]: o for p in replay.steps[-1].state["zones"].values() for z in p.values() for o in z}
    assert (state["lions"]["power"], state["hulk"]["power"]) == (3, 4)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cumber_stone_shrinks_only_the_opponents_creatures(lookup, rules):
    replay = played(lookup, [obj("stone", "Cumber Stone", "Alice"), obj("mine", "Savannah Lions", "Alice"),
                             obj("theirs", "Savannah Lions", "Bob")], [], rules)
    state = {o["id"]: o for p in replay.steps[-1].state["zones"].values() for z in p.values() for o in z}
    assert (state["mine"]["power"], state["theirs"]["power"]) == (2, 1)


@pytest.mark.parametrize("text", [
    "This creature attacks each combat if able and blocks each combat if able.",
    "This creature can block only creatures with flying and can't be blocked.",
    "Enchanted creature doesn't untap during its controller's next untap step.",
    "This creature can't attack unless defending player controls a Wastes.",
    "This creature can't be blocked by creatures with power 2 or less this turn.",
    "All Thing creatures get +1/+1.",
    "All Sliver creatures get +1/+1 until end of turn.",
    # "Attacking creatures you control get +1/+0 and have flying." is read since (test_type_anthems.py, Gruul War Chant)
    "Enchanted creature has changeling.",
    "Enchanted creature gets +2/+2 and is goaded and has flying.",  # "is goaded" alone is read since (test_attached_more.py)
    "Enchanted creature gets +2/+2 and can't block this turn.",
    "Creatures you control with flying have vigilance.",
    "Creatures with power less than this creature's power can't block creatures you control.",
    "This creature can't block creatures with power 3 or greater unless you pay {1}.",
])
def test_near_misses_stay_text_only(text):
    aura = text.startswith("Enchanted")
    compiled = card("Near Miss", "Enchant creature\n" + text if aura else text, types=("Enchantment",) if aura else ("Creature",),
                    subtypes=("Aura",) if aura else ())
    assert compiled.definition is not None and not compiled.played


@pytest.mark.parametrize("text", [
    "This creature attacks each combat if able.", "This creature can block only creatures with flying.",
    "This creature can't attack unless defending player controls an Island.",
    "This creature can't be blocked by creatures with power 2 or less.", "All Sliver creatures get +1/+1.",
    "Attacking creatures you control get +1/+0.",
])
def test_the_exact_phrasings_are_played(text):
    assert card("Exact", text).played


def test_an_aura_that_keeps_the_creature_tapped_is_played():
    aura = card("Grasp", "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.",
                types=("Enchantment",), subtypes=("Aura",))
    assert aura.played and aura.definition["abilities"][1]["gains"] == {"kind": "keyword", "keyword": "doesnt_untap"}


def test_changeling_and_devoid_are_the_cards_own_abilities_only():
    assert card("Mimic", "Changeling", subtypes=("Shapeshifter",)).definition["abilities"] == [
        {"kind": "keyword", "keyword": "changeling"}]
    assert not card("Boon", "Target creature gains devoid until end of turn.", types=("Instant",)).played


def _state(replay, step=-1):
    return {o["id"]: o for p in replay.steps[step].state["zones"].values() for z in p.values() for o in z}


@pytest.mark.parametrize("rules", EDITIONS)
def test_krosan_beast_threshold_gets_7_7_with_seven_cards_in_the_graveyard(lookup, rules):
    six = [obj(f"g{i}", "Forest", "Alice", "graveyard") for i in range(6)]
    assert _state(played(lookup, [obj("beast", "Krosan Beast", "Alice"), *six], [], rules))["beast"]["power"] == 1
    seven = six + [obj("g6", "Forest", "Alice", "graveyard")]
    state = _state(played(lookup, [obj("beast", "Krosan Beast", "Alice"), *seven], [], rules))
    assert (state["beast"]["power"], state["beast"]["toughness"]) == (8, 8)


@pytest.mark.parametrize("rules", EDITIONS)
def test_kird_ape_and_wild_nacatl_grow_with_the_lands_you_control(lookup, rules):
    board = [obj("ape", "Kird Ape", "Alice"), obj("cat", "Wild Nacatl", "Alice"), obj("f", "Forest", "Alice"),
             obj("m", "Mountain", "Alice"), obj("p", "Plains", "Bob")]
    state = _state(played(lookup, board, [], rules))
    assert (state["ape"]["power"], state["ape"]["toughness"], state["cat"]["power"]) == (2, 3, 2)


def test_ardent_recruit_metalcraft_and_nim_lasher_count_artifacts(lookup):
    thopters = [obj(f"t{i}", "Ornithopter", "Alice") for i in range(3)]
    state = _state(played(lookup, [obj("recruit", "Ardent Recruit", "Alice"), obj("nim", "Nim Lasher", "Alice"), *thopters], [], R26))
    assert (state["recruit"]["power"], state["nim"]["power"]) == (3, 4)
    state = _state(played(lookup, [obj("recruit", "Ardent Recruit", "Alice"), *thopters[:2]], [], R26))
    assert state["recruit"]["power"] == 1


@pytest.mark.parametrize("text", [
    "Threshold — This creature gets +2/+2 as long as you control three or more artifacts.",
    "Metalcraft — This creature gets +2/+2 as long as seven or more cards are in your graveyard.",
    "This creature gets +1/+1 as long as you control two or more Forests.",
    "This creature gets +1/+1 as long as an opponent controls two or more Forests.",
    "This creature gets +1/+0 for each tapped artifact your opponents control.",  # "tapped" (static_counts.py reads the count without it)
])
def test_conditions_and_counts_the_engine_does_not_read_stay_text_only(text):
    assert not card("Near Miss", text).played


@pytest.mark.parametrize("text", [
    "Threshold — This creature gets +2/+2 as long as there are seven or more cards in your graveyard.",
    "Threshold — This creature gets +2/+2 as long as seven or more cards are in your graveyard.",
    "Metalcraft — This creature gets +2/+2 as long as you control three or more artifacts.",
    "This creature gets +1/+2 as long as you control a Forest.", "This creature gets +1/+0 for each artifact you control.",
])
def test_the_conditions_and_counts_read(text):
    assert card("Exact", text).played


def test_you_may_choose_not_to_untap_is_read_and_a_longer_sentence_is_not():
    vault = card("Vault", "You may choose not to untap this artifact during your untap step.", types=("Artifact",), cost="{3}")
    assert vault.played and vault.definition["abilities"] == [{"kind": "keyword", "keyword": "may_not_untap"}]
    macie = card("Macie", "You may choose not to untap this creature during your untap step. If you do, put a pause counter on it.")
    assert not macie.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_wandering_wolf_creatures_with_less_power_cant_block_it(lookup, rules):
    assert not blocks(lookup, "Wandering Wolf", ["Shu Cavalry"], rules).steps[-1].refused  # power 2 is not less than 2
    assert blocks(lookup, "Wandering Wolf", ["Amrou Kithkin"], rules).steps[-1].refused  # 1 < 2


@pytest.mark.parametrize("rules", EDITIONS)
def test_rampaging_ceratops_needs_three_blockers(lookup, rules):
    assert blocks(lookup, "Rampaging Ceratops", ["Savannah Lions", "Craven Hulk"], rules).steps[-1].refused
    assert not blocks(lookup, "Rampaging Ceratops", ["Savannah Lions", "Craven Hulk", "Charging Rhino"], rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_brassclaw_orcs_cant_block_power_2_or_greater(lookup, rules):
    assert blocks(lookup, "Shu Cavalry", ["Brassclaw Orcs"], rules).steps[-1].refused
    assert not blocks(lookup, "Krosan Beast", ["Brassclaw Orcs"], rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_tormented_soul_can_neither_block_nor_be_blocked(lookup, rules):
    assert blocks(lookup, "Tormented Soul", ["Savannah Lions"], rules).steps[-1].refused
    assert blocks(lookup, "Savannah Lions", ["Tormented Soul"], rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_windstorm_drake_pumps_only_your_other_flyers(lookup, rules):
    board = [obj("drake", "Windstorm Drake", "Alice"), obj("elemental", "Cloud Elemental", "Alice"), obj("lions", "Savannah Lions", "Alice"),
             obj("theirs", "Cloud Elemental", "Bob")]
    state = _state(played(lookup, board, [], rules))
    assert [state[k]["power"] for k in ("drake", "elemental", "lions", "theirs")] == [3, 3, 2, 2]


@pytest.mark.parametrize("rules", EDITIONS)
def test_maniacal_rage_pumps_and_the_creature_cant_block(lookup, rules):
    rage = {**obj("rage", "Maniacal Rage", "Bob"), "attached_to": "b0"}
    refused = blocks(lookup, "Savannah Lions", ["Craven Hulk", "Charging Rhino"], rules, extra=[rage])
    assert refused.steps[-1].refused and "can't block" in log(refused)
    state = _state(played(lookup, [obj("hulk", "Craven Hulk", "Bob"), {**obj("rage", "Maniacal Rage", "Bob"), "attached_to": "hulk"}], [], rules))
    assert (state["hulk"]["power"], state["hulk"]["toughness"]) == (6, 6)


@pytest.mark.parametrize("rules, rule", [(R07, "409.4"), (R26, "602.5")])
def test_arrest_the_creature_cant_block_nor_activate_even_a_mana_ability(lookup, rules, rule):
    assert lookup("Arrest") is not None and lookup("Arrest")["abilities"][1:] == [
        {"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": k}, "text": lookup("Arrest")["abilities"][1]["text"]}
        for k in ("cant_attack", "cant_block", "cant_activate")]
    board = [obj("elves", "Llanowar Elves", "Alice"), {**obj("arrest", "Arrest", "Bob"), "attached_to": "elves"}]
    replay = played(lookup, board, [{"type": "activate_ability", "player": "Alice", "object": "elves", "ability": 0}], rules)
    assert replay.steps[-1].refused and rule in {c.rule for c in replay.steps[-1].citations}
    assert "activated abilities can't be" in log(replay)


@pytest.mark.parametrize("rules, rule", [(R07, "500.4"), (R26, "509.1c")])
def test_prized_unicorn_all_creatures_able_to_block_it_do_so(lookup, rules, rule):
    refused = blocks(lookup, "Prized Unicorn", ["Savannah Lions"], rules, extra=[obj("hulk", "Charging Rhino", "Bob")])
    assert refused.steps[-1].refused and rule in rules_cited(refused)
    assert not blocks(lookup, "Prized Unicorn", ["Savannah Lions", "Charging Rhino"], rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_lure_on_a_creature_every_able_creature_blocks_it(lookup, rules):
    lure = {**obj("lure", "Lure", "Alice"), "attached_to": "at"}
    assert blocks(lookup, "Savannah Lions", [], rules, extra=[lure, obj("rhino", "Charging Rhino", "Bob")]).steps[-1].refused
    assert not blocks(lookup, "Savannah Lions", ["Charging Rhino"], rules, extra=[lure]).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_gaeas_protector_must_be_blocked_if_able_by_one_creature(lookup, rules):
    assert blocks(lookup, "Gaea's Protector", [], rules, extra=[obj("lions", "Savannah Lions", "Bob")]).steps[-1].refused
    assert not blocks(lookup, "Gaea's Protector", ["Savannah Lions"], rules, extra=[obj("rhino", "Charging Rhino", "Bob")]).steps[-1].refused


@pytest.mark.parametrize("text", ["All Walls able to block this creature do so.", "All creatures with flying able to block this creature do so.",
                                  "As long as equipped creature is attacking, it has first strike and must be blocked if able."])
def test_requirements_the_engine_does_not_read_stay_text_only(text):
    assert not card("Near Miss", text).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_rabid_wombat_gets_2_2_for_each_aura_attached_to_it(lookup, rules):
    board = [obj("wombat", "Rabid Wombat", "Alice"), {**obj("lure", "Lure", "Alice"), "attached_to": "wombat"},
             {**obj("holy", "Holy Strength", "Alice"), "attached_to": "wombat"}]
    state = _state(played(lookup, board, [], rules))
    assert (state["wombat"]["power"], state["wombat"]["toughness"]) == (0 + 4 + 1, 1 + 4 + 2)


def test_hookblade_veteran_has_flying_during_its_controllers_turn_only(lookup):
    alice = _state(played(lookup, [obj("vet", "Hookblade Veteran", "Alice")], [], R26))
    bob = _state(played(lookup, [obj("vet", "Hookblade Veteran", "Bob")], [], R26))
    assert any(k.lower() == "flying" for k in alice["vet"]["keywords"])
    assert not any(k.lower() == "flying" for k in bob["vet"]["keywords"])


@pytest.mark.parametrize("text", ["During your turn, this creature has first strike and gets +1/+0.",
                                  "During each opponent's turn, this creature has hexproof."])
# "This creature gets +1/+1 for each Aura you control." is read now: Auras counted (static_counts, test_static_count_kinds.py)
def test_turn_and_attachment_phrasings_the_engine_does_not_read_stay_text_only(text):
    assert not card("Near Miss", text).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_engineered_plague_shrinks_every_creature_of_the_chosen_type(lookup, rules):
    board = [{**obj("plague", "Engineered Plague", "Alice"), "chosen": {"creature_type": "Rhino"}},
             obj("rhino", "Charging Rhino", "Bob"), obj("mine", "Charging Rhino", "Alice"), obj("lions", "Savannah Lions", "Bob")]
    state = _state(played(lookup, board, [], rules))
    assert [state[k]["power"] for k in ("rhino", "mine", "lions")] == [3, 3, 2]


@pytest.mark.parametrize("rules", EDITIONS)
def test_engineered_plague_with_no_type_chosen_affects_nothing(lookup, rules):
    state = _state(played(lookup, [obj("plague", "Engineered Plague", "Alice"), obj("lions", "Savannah Lions", "Bob")], [], rules))
    assert state["lions"]["power"] == 2


def _flies_or(state, oid, kw):
    return any(k.lower() == kw for k in state[oid]["keywords"])


@pytest.mark.parametrize("rules", EDITIONS)
def test_kor_scythemaster_has_first_strike_only_while_attacking(lookup, rules):
    before = _state(played(lookup, [obj("kor", "Kor Scythemaster", "Alice")], [], rules))
    after = _state(attacks(lookup, [obj("kor", "Kor Scythemaster", "Alice")], ["kor"], rules))
    assert not _flies_or(before, "kor", "first strike") and _flies_or(after, "kor", "first strike")


@pytest.mark.parametrize("rules", EDITIONS)
def test_frightcrawler_with_threshold_gets_2_2_and_cant_block(lookup, rules):
    seven = [obj(f"g{i}", "Forest", "Bob", "graveyard") for i in range(7)]
    refused = blocks(lookup, "Savannah Lions", ["Frightcrawler"], rules, extra=seven)
    assert refused.steps[-1].refused and "can't block" in log(refused)
    assert _state(refused, 0)["b0"]["power"] == 3
    assert not blocks(lookup, "Savannah Lions", ["Frightcrawler"], rules, extra=seven[:6]).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_giant_tortoise_gets_0_3_while_untapped(lookup, rules):
    state = _state(played(lookup, [obj("t", "Giant Tortoise", "Alice"), {**obj("u", "Giant Tortoise", "Alice"), "tapped": True}], [], rules))
    assert (state["t"]["toughness"], state["u"]["toughness"]) == (4, 1)


def test_moldgraf_scavenger_delirium_counts_card_types_in_the_graveyard(lookup):
    three = [obj("g1", "Forest", "Alice", "graveyard"), obj("g2", "Shock", "Alice", "graveyard"), obj("g3", "Savannah Lions", "Alice", "graveyard")]
    four = three + [obj("g4", "Ornithopter", "Alice", "graveyard")]  # an artifact creature: Artifact is the fourth type
    assert _state(played(lookup, [obj("m", "Moldgraf Scavenger", "Alice"), *three], [], R26))["m"]["power"] == 0
    assert _state(played(lookup, [obj("m", "Moldgraf Scavenger", "Alice"), *four], [], R26))["m"]["power"] == 3


# (a keyword granted while permanents' types are counted, "Metalcraft — ~ has double strike as long as you control
# three or more artifacts", "has flying as long as you control an Island": test_type_conditions.py)
# ("This creature has flying as long as it's enchanted" is read since: test_attached_more.py)
@pytest.mark.parametrize("text", ["This creature has flying as long as it's enchanted by two Auras.",
                                  "As long as you control a Forest, this creature gets +1/+1 and can't attack."])
def test_conditional_abilities_the_engine_does_not_read_stay_text_only(text):
    assert not card("Near Miss", text).played


def _cast_chainwalker(lookup, rules, choices=None):
    board = [obj("walker", "Gore-House Chainwalker", "Alice", "hand"), obj("m1", "Mountain", "Alice"), obj("m2", "Mountain", "Alice")]
    resolve = {"type": "pass_priority", "player": "Bob"}
    if choices is not None:
        resolve["choices"] = {"walker": {"unleash": choices}}
    actions = [{"type": "play_spell", "player": "Alice", "object": "walker", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
               {"type": "pass_priority", "player": "Alice"}, resolve]
    return played(lookup, board, actions, rules)


@pytest.mark.parametrize("rules, concept_rule", [(R07, None), (R26, "702.98a")])
def test_gore_house_chainwalker_unleashed_enters_with_a_counter(lookup, rules, concept_rule):
    unleashed = _cast_chainwalker(lookup, rules, True)
    assert _state(unleashed)["walker"]["counters"] == {"+1/+1": 1} and _state(unleashed)["walker"]["power"] == 3
    assert concept_rule is None or concept_rule in rules_cited(unleashed)
    default = _cast_chainwalker(lookup, rules)
    assert _state(default)["walker"]["counters"] == {} and "doesn't unleash" in log(default)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gore_house_chainwalker_with_a_counter_cant_block(lookup, rules):
    walker = {**obj("b0", "Gore-House Chainwalker", "Bob"), "counters": {"+1/+1": 1}}
    objects = [obj("at", "Savannah Lions", "Alice"), walker]
    actions = TO_ATTACKERS + [{"type": "declare_attackers", "player": "Alice", "attackers": ["at"]},
                              {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                              {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "b0", "attacker": "at"}]}]
    refused = played(lookup, objects, actions, rules, phase="combat", step="beginning_of_combat")
    assert refused.steps[-1].refused and "has unleash and a +1/+1 counter" in log(refused)
    assert not blocks(lookup, "Savannah Lions", ["Gore-House Chainwalker"], rules).steps[-1].refused


@pytest.mark.parametrize("text, ability", [
    ("This creature can't be blocked by Walls.", {"kind": "keyword", "keyword": "cant_be_blocked_by", "what": "walls"}),
    ("This creature can't be blocked by artifact creatures.", {"kind": "keyword", "keyword": "cant_be_blocked_by", "what": "artifact_creatures"}),
    ("Sliver creatures you control get +1/+1.", {"kind": "static", "affects": "creatures", "filter": {"subtype": "Sliver", "you_control": True},
                                                 "pump": {"power": 1, "toughness": 1}, "text": "Sliver creatures you control get +1/+1."}),
])
def test_blocked_by_kinds_and_your_sliver_creatures_are_read(text, ability):
    compiled = card("Exact", text)
    assert compiled.played and compiled.definition["abilities"] == [ability]


@pytest.mark.parametrize("text", ["This creature can't be blocked by Walls or artifact creatures.", "Thing creatures you control get +1/+1.",
                                  "During your turn, this creature gets +1/+0 and has haste."])
def test_more_near_misses_stay_text_only(text):
    assert not card("Near Miss", text).played
