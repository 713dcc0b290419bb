"""The replay: a step log, the game state of the selected step, and rules in place."""
import pytest
from django.urls import reverse

from rulings.services import replays, store
from tests.rulings.scenario_fixtures import make_document

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def step_page(client, scenario, n, **headers):
    response = client.get(reverse("rulings:step", args=[scenario.pk, n]), headers=headers)
    assert response.status_code == 200
    return response.content.decode()


@pytest.fixture
def client(client, owner):
    """The replay as its owner reads it (who may read it, whoever else may)."""
    client.force_login(owner)
    return client


@pytest.fixture
def refused(owner):
    """Bob tries to play Giant Growth while Alice holds priority."""
    document = make_document()
    document["objects"].append({"id": "growth", "card": "Giant Growth", "owner": "Bob", "zone": "hand"})
    document["actions"].insert(3, {"type": "play_spell", "player": "Bob", "object": "growth", "targets": ["bears"]})
    return store.create_scenario(owner, document)


def test_every_step_has_its_own_page_with_the_step_log(client, scenario):
    page = step_page(client, scenario, 3)
    assert "Alice plays Lightning Bolt" in page
    assert 'aria-current="step"' in page
    assert page.count('class="step-log"') == 1


def test_the_step_page_shows_life_mana_zones_stack_and_priority(client, scenario):
    page = step_page(client, scenario, 2)  # Alice tapped the Mountain: R in her pool
    assert "Mana pool: R" in page
    assert "Life <strong>20</strong>" in page
    assert '<strong class="priority-holder">Alice</strong> has priority' in page
    assert "Grizzly Bears" in page
    page = step_page(client, scenario, 3)
    assert "Lightning Bolt" in page.split('class="stack-items"')[1]


def test_navigation_links_point_at_the_neighbouring_steps(client, scenario):
    page = step_page(client, scenario, 2)
    for which, n in (("first", 0), ("prev", 1), ("next", 3), ("last", 5)):
        url = reverse("rulings:step", args=[scenario.pk, n])
        assert f'data-step-nav="{which}"' in page
        assert f'href="{url}" hx-get="{url}"' in page.split(f'data-step-nav="{which}"')[1].split(">")[0]


def test_the_first_step_has_no_previous_link(client, scenario):
    page = step_page(client, scenario, 0)
    assert 'data-step-nav="prev"' not in page
    assert 'data-step-nav="next"' in page


def test_with_htmx_a_step_answers_with_the_replay_partial(client, scenario):
    page = step_page(client, scenario, 1, **HTMX)
    assert page.lstrip().startswith('<div id="replay"')
    assert "<html" not in page


def test_cited_rules_link_to_the_corpus_and_open_in_place(client, scenario):
    page = step_page(client, scenario, 3)
    view = replays.step_view(scenario, 3)
    rule = (view.step.citations or view.step.events[0]["citations"])[0]["rule"]
    url = reverse("rules_corpus:rule", args=[rule]) + "?edition=2007-02-01"  # the scenario's edition
    assert f'href="{url}" hx-get="{url}" hx-target="#rule-panel"' in page


def test_a_refused_action_shows_the_rule_that_forbids_it(client, refused):
    view = replays.step_view(refused, 4)
    assert view.step.refused
    page = step_page(client, refused, 4)
    refusal = page.split('class="refusal"')[1].split("</div>")[0]
    rule = view.step.citations[0]["rule"]
    assert f'data-rule="{rule}"' in refusal
    assert "not allowed" in refusal


def test_a_stored_scenario_the_engine_no_longer_accepts_is_explained_not_a_500(client, scenario):
    document = make_document()
    document["objects"][0]["card"] = "A card the engine dropped"
    scenario.set_document(document)
    scenario.save()
    response = client.get(reverse("rulings:step", args=[scenario.pk, 0]))
    assert response.status_code == 409
    assert "objects[0].card" in response.content.decode()


def test_the_game_state_shows_each_permanents_keywords_as_they_are_now(client, owner):
    document = make_document()
    document["objects"].append({"id": "knight", "card": "White Knight", "owner": "Bob", "zone": "in_play"})
    page = step_page(client, store.create_scenario(owner, document), 0)
    assert "2/2, first strike, protection from black" in page


def test_the_state_panel_says_a_flip_card_in_play_is_flipped(client, owner):
    document = make_document()
    document["objects"].append({"id": "jushi", "card": "Jushi Apprentice", "owner": "Bob", "zone": "in_play", "flipped": True})
    page = step_page(client, store.create_scenario(owner, document), 0)
    assert "Tomoya the Revealer" in page
    assert "flipped" in page.split("Tomoya the Revealer", 1)[1].split("</li>", 1)[0]


def test_the_header_names_the_edition_the_scenario_is_played_under(client, owner):
    document = make_document()
    document["rules"] = "2026-06-19"
    played = store.create_scenario(owner, document)
    page = step_page(client, played, 1)
    banner = page.split('class="corpus-banner"')[1].split("</header>")[0]
    assert "Played under the Comprehensive Rules effective June 19, 2026" in banner
    assert "February 1, 2007" not in banner.split("<form")[0]


def test_the_header_switch_of_a_step_page_shows_the_scenarios_edition(client, owner, tmp_path, search_index_dir):
    from rules_corpus.importer import import_corpus
    from tests.rules_corpus.mini_edition import mini_edition

    june = tmp_path / "june.txt"
    june.write_bytes(mini_edition("June 19, 2026"))
    import_corpus()
    import_corpus([june], keep_active=True)
    played = store.create_scenario(owner, make_document())  # under the 2007 rules, the default
    switch = step_page(client, played, 1).split('<form class="edition-switch"')[1].split("</form>")[0]
    assert 'action="/rules/"' in switch and '<option value="2007-02-01" selected>' in switch


def test_a_2026_step_speaks_2026_words_in_its_log_and_concept_labels(client, owner):
    """Bolt kills the bears: the 2026 log says "casts", "State-based action:" and
    "dies", and the rule labels "state-based action", never 2007's words."""
    scenario = store.create_scenario(owner, make_document(rules="2026-06-19"))
    pages = "\n".join(step_page(client, scenario, n) for n in range(len(scenario.document["actions"]) + 1))
    assert "casts Lightning Bolt" in pages and "State-based action: Grizzly Bears is destroyed." in pages
    assert "Grizzly Bears dies." in pages and "state-based action: lethal damage" in pages
    assert "sbe lethal damage" not in pages and "State-based effect" not in pages and "plays Lightning Bolt" not in pages


def test_a_2007_step_keeps_2007_words(client, scenario):
    pages = "\n".join(step_page(client, scenario, n) for n in range(len(scenario.document["actions"]) + 1))
    assert "plays Lightning Bolt" in pages and "State-based effect: Grizzly Bears is destroyed." in pages
    assert "state-based effect: lethal damage" in pages and " dies." not in pages


def test_the_state_panel_names_the_end_step_as_each_edition_does():
    from rulings.services.state_panel import state_panel
    state = {"turn": 3, "phase": "end", "step": "end_of_turn", "zones": {}, "players": []}
    assert state_panel({**state, "rules": "2026-06-19"})["step_name"] == "end step"
    assert state_panel({**state, "rules": "2007-02-01"})["step_name"] == "end of turn step"
    assert state_panel(state)["step_name"] == "end of turn step"


def test_the_state_panel_shows_who_is_the_monarch(client, owner):
    document = make_document(rules="2026-06-19")
    document["players"][1]["monarch"] = True
    page = step_page(client, store.create_scenario(owner, document), 0)
    bob = page.split('data-player="Bob"', 1)[1].split("</h3>", 1)[0]
    alice = page.split('data-player="Alice"', 1)[1].split("</h3>", 1)[0]
    assert "the monarch" in bob and "the monarch" not in alice


def test_the_state_panel_shows_who_has_the_initiative(client, owner):
    document = make_document(rules="2026-06-19")
    document["players"][1]["initiative"] = True
    page = step_page(client, store.create_scenario(owner, document), 0)
    bob = page.split('data-player="Bob"', 1)[1].split("</h3>", 1)[0]
    alice = page.split('data-player="Alice"', 1)[1].split("</h3>", 1)[0]
    assert "the initiative" in bob and "the initiative" not in alice


def test_the_state_panel_shows_a_library_top_card_first():
    from rulings.engine import load_scenario, run_scenario
    from rulings.services.state_panel import state_panel
    card = lambda i: {"id": i, "card": {"name": i.upper(), "types": ["Land"]}, "owner": "Alice", "zone": "library"}  # noqa: E731
    scenario = {"format": 1, "rules": "2026-06-19", "name": "library order", "players": [{"name": "Alice"}, {"name": "Bob"}],
                "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
                "objects": [card(f"c{i}") for i in range(7)], "actions": []}  # c0 is the top card (SCENARIO_FORMAT.md)
    panel = state_panel(run_scenario(load_scenario(scenario)).final_state)
    library = next(z for z in panel["players"][0]["zones"] if z["zone"] == "library")
    assert [o["id"] for o in library["objects"]] == ["c0", "c1", "c2", "c3", "c4"] and library["more"] == 2
