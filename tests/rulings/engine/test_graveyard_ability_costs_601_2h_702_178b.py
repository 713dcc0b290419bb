"""Costs and conditions of abilities that work from the graveyard, on hand-written cards: a max
speed ability granting a graveyard ability works from the graveyard (2026 702.178b) only at speed 4;
"exile two other cards from your graveyard" and "sacrifice two artifacts" are paid with the cards
the action names, all or none (2007 409.1h; 2026 601.2h)."""
import pytest

R2026, R2007 = "2026-06-19", "2007-02-01"
DRAW = [{"do": "draw", "amount": 1}]
SURVEYOR = {"name": "Surveyor", "mana_cost": "{1}{W}", "types": ["Creature"], "power": 2, "toughness": 2,
            "abilities": [{"kind": "activated", "cost": {"exile": "self"}, "zone": "graveyard", "max_speed": True, "effect": DRAW}]}
DIGGER = {"name": "Digger", "mana_cost": "{1}{B}", "types": ["Creature"], "power": 2, "toughness": 2,
          "abilities": [{"kind": "activated", "cost": {"exile_cards": {"count": 2, "other": True, "types": ["Creature"]}},
                         "zone": "graveyard", "effect": [{"do": "return_to_play", "what": "self"}]}]}
TRINKET = {"name": "Trinket", "mana_cost": "{0}", "types": ["Artifact"], "abilities": []}
CRUSHER = {"name": "Crusher", "mana_cost": "{2}", "types": ["Artifact"],
           "abilities": [{"kind": "activated", "cost": {"sacrifice": "artifact", "sacrifice_count": 2}, "effect": DRAW}]}


def scenario(rules, objects, action, speed=None):
    alice = {"name": "Alice", **({"speed": speed} if speed else {})}
    return {"format": 1, "rules": rules, "name": "graveyard ability costs", "players": [alice, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
            "objects": [{"owner": "Alice", "zone": "library", "id": "top", "card": "Grizzly Bears"}, *objects],
            "actions": [{"type": "activate_ability", "player": "Alice", "ability": 0, **action},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


@pytest.mark.parametrize("speed,refused", [(4, False), (3, True)])
def test_702_178b_a_max_speed_graveyard_ability_works_from_the_graveyard_only_at_speed_4(play, speed, refused):
    replay = play(scenario(R2026, [{"id": "s", "card": SURVEYOR, "owner": "Alice", "zone": "graveyard"}], {"object": "s"}, speed))
    assert replay.steps[1].refused == refused
    if not refused:
        assert "702.178b" in {c.rule for st in replay.steps for e in st.events for c in e.citations}


def test_702_178b_under_the_2007_rules_no_one_has_speed(play):
    replay = play(scenario(R2007, [{"id": "s", "card": SURVEYOR, "owner": "Alice", "zone": "graveyard"}], {"object": "s"}))
    assert replay.steps[1].refused


GRAVEYARD = [{"id": "d", "card": DIGGER, "owner": "Alice", "zone": "graveyard"},
             {"id": "b1", "card": "Grizzly Bears", "owner": "Alice", "zone": "graveyard"},
             {"id": "b2", "card": "Grizzly Bears", "owner": "Alice", "zone": "graveyard"},
             {"id": "bolt", "card": "Lightning Bolt", "owner": "Alice", "zone": "graveyard"}]


@pytest.mark.parametrize("rules", [R2007, R2026])
@pytest.mark.parametrize("exile,ok", [(["b1", "b2"], True), (["b1"], False), (["b1", "d"], False), (["b1", "bolt"], False)])
def test_601_2h_exiling_other_creature_cards_from_the_graveyard_as_a_cost(play, rules, exile, ok):
    replay = play(scenario(rules, GRAVEYARD, {"object": "d", "pay": {"exile": exile}}))
    assert replay.steps[1].refused != ok
    in_play = [o["id"] for o in replay.final_state["zones"]["Alice"]["in_play"]]
    assert (in_play == ["d"]) == ok
    assert len(replay.final_state["zones"]["Alice"]["graveyard"]) == (1 if ok else 4)  # the two exiled, Digger returned


ARTIFACTS = [{"id": "c", "card": CRUSHER, "owner": "Alice", "zone": "in_play"},
             {"id": "a1", "card": TRINKET, "owner": "Alice", "zone": "in_play"},
             {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "in_play"}]


@pytest.mark.parametrize("sacrifice,ok", [(["a1", "c"], True), (["a1"], False), (["a1", "bears"], False), (["a1", "a1"], False)])
def test_601_2h_sacrificing_two_artifacts_as_a_cost(play, sacrifice, ok):
    replay = play(scenario(R2026, ARTIFACTS, {"object": "c", "pay": {"sacrifice": sacrifice}}))
    assert replay.steps[1].refused != ok
    assert len(replay.final_state["zones"]["Alice"]["graveyard"]) == (2 if ok else 0)
    assert len(replay.final_state["zones"]["Alice"]["hand"]) == (1 if ok else 0)


@pytest.mark.parametrize("rules, said", [(R2007, "remove two other creature cards in your graveyard from the game"),
                                         (R2026, "exile two other creature cards from your graveyard")])
def test_601_2h_the_refusal_says_the_cost_in_the_editions_words(play, rules, said):
    replay = play(scenario(rules, GRAVEYARD, {"object": "d", "pay": {"exile": ["b1"]}}))
    assert replay.steps[1].refused and said in replay.steps[1].events[-1].text
