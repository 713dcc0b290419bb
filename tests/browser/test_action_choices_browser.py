"""Choices made during an action, built with the builder's forms in the browser:
the replay applies the replacement order (419.9a) and the color chosen as a
permanent comes into play (419.1b); the open fields fit a phone."""
import pytest
from playwright.sync_api import expect

from tests.browser.conftest import log_in, wait_for_htmx

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("fast_passwords")]

SHUFFLING_GOLEM = {
    "name": "Shuffling Golem", "mana_cost": "{4}", "types": ["Artifact", "Creature"], "subtypes": ["Golem"],
    "power": 3, "toughness": 3,
    "abilities": [{"kind": "static", "replacement": {"event": "put_into_graveyard", "whose": "self",
                                                     "instead": "shuffle_into_library"}}],
    "text": "If Shuffling Golem would be put into a graveyard from anywhere, shuffle it into its owner's library instead.",
}
VOICE_OF_ALL = {
    "name": "Voice of All", "mana_cost": "{0}", "types": ["Creature"], "subtypes": ["Angel"], "power": 2, "toughness": 2,
    "abilities": [{"kind": "static", "comes_into_play": {"choose": "color"}},
                  {"kind": "keyword", "keyword": "protection", "from": "chosen_color"}],
    "text": "As Voice of All comes into play, choose a color. Voice of All has protection from the chosen color.",
}
KILL = {"name": "Kill", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
        "effect": [{"do": "destroy", "what": "target:0"}], "text": "Destroy target creature."}


@pytest.fixture
def judge_scenario(live_server, django_user_model):
    """Alice has played Voice of All, then Kill on Bob's Shuffling Golem while her
    Leyline of the Void is in play (two replacements for one event), and passed."""
    from rulings.services.store import create_scenario

    user = django_user_model.objects.create_user("choices_judge", password="a-long-judge-password")
    document = {
        "format": 1, "name": "Golem and Voice", "question": "Which replacement applies first? Which color?",
        "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
        "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
        "objects": [
            {"id": "leyline", "card": "Leyline of the Void", "owner": "Alice", "zone": "in_play"},
            {"id": "golem", "card": SHUFFLING_GOLEM, "owner": "Bob", "zone": "in_play"},
            {"id": "voice", "card": VOICE_OF_ALL, "owner": "Alice", "zone": "hand"},
            {"id": "kill", "card": KILL, "owner": "Alice", "zone": "hand"},
        ],
        "actions": [
            {"type": "play_spell", "player": "Alice", "object": "voice"},
            {"type": "play_spell", "player": "Alice", "object": "kill", "targets": ["golem"]},
            {"type": "pass_priority", "player": "Alice"},
        ],
    }
    return create_scenario(user, document)


def add_pass(page, player, fill=None):
    """Add a pass_priority action for `player`; `fill(form)` sets its extra fields."""
    form = page.locator("form.add-action")
    form.locator("#id_new-action-type").select_option("pass_priority")
    form.locator("#id_new-action-player").select_option(player)
    if fill:
        form.locator("details.action-extras summary").click()
        fill(form)
    form.get_by_role("button", name="Add action").click()
    wait_for_htmx(page)


def test_the_replay_applies_a_replacement_order_and_a_color_chosen_in_the_forms(page, live_server, judge_scenario):
    log_in(page, live_server.url, "choices_judge")
    page.goto(f"{live_server.url}/scenarios/{judge_scenario.pk}/edit")
    add_pass(page, "Bob", lambda form: form.locator("#id_new-action-replacement_order").fill("golem"))
    add_pass(page, "Alice")

    def choose_red(form):
        form.locator("#id_new-action-choose_object_0").select_option("voice")
        form.locator("#id_new-action-choose_color_0").select_option("red")

    add_pass(page, "Bob", choose_red)
    expect(page.locator(".action-list > li")).to_have_count(6)

    page.goto(f"{live_server.url}/scenarios/{judge_scenario.pk}/steps/4")
    expect(page.locator("body")).to_contain_text("Bob applies Shuffling Golem's first")
    page.goto(f"{live_server.url}/scenarios/{judge_scenario.pk}/steps/6")
    expect(page.locator("body")).to_contain_text("Alice chooses color: red")
    expect(page.locator("body")).not_to_contain_text("no choice was given")


def test_the_open_choice_fields_fit_a_phone(page, live_server, judge_scenario):
    page.set_viewport_size({"width": 390, "height": 844})
    log_in(page, live_server.url, "choices_judge")
    page.goto(f"{live_server.url}/scenarios/{judge_scenario.pk}/edit")
    page.locator("form.add-action details.action-extras summary").click()
    page.locator("form.add-object details.in-play-details summary").click()
    expect(page.locator("#id_new-action-choose_color_0")).to_be_visible()
    expect(page.locator("#id_new-object-chosen_color")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
