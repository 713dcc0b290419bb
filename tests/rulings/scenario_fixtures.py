"""Fixtures for the scenario builder tests (imported by tests/rulings/test_*.py)."""
import pytest

# A small scenario the engine accepts: Alice plays a Mountain, taps it, bolts Bob's bear.
BOLT_SCENARIO = {
    "format": 1,
    "name": "Bolt the bear",
    "question": "Does the Grizzly Bears survive?",
    "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
    "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main", "step": None},
    "objects": [
        {"id": "mountain", "card": "Mountain", "owner": "Alice", "zone": "hand"},
        {"id": "bolt", "card": "Lightning Bolt", "owner": "Alice", "zone": "hand"},
        {"id": "bears", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"},
    ],
    "actions": [
        {"type": "play_land", "player": "Alice", "object": "mountain"},
        {"type": "activate_ability", "player": "Alice", "object": "mountain", "ability": 0},
        {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"]},
        {"type": "pass_priority", "player": "Alice"},
        {"type": "pass_priority", "player": "Bob"},
    ],
}

HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(2)>'


def make_document(**changes):
    import copy

    document = copy.deepcopy(BOLT_SCENARIO)
    document.update(changes)
    return document


@pytest.fixture
def fast_passwords(settings):
    """Hashing a password the production way takes about a second; tests need not pay that."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def owner(django_user_model, fast_passwords):
    return django_user_model.objects.create_user("owner", password="owner-password-1")


@pytest.fixture
def stranger(django_user_model, fast_passwords):
    return django_user_model.objects.create_user("stranger", password="stranger-password-1")


@pytest.fixture
def scenario(owner):
    from rulings.services.store import create_scenario

    return create_scenario(owner, make_document())


@pytest.fixture
def public_scenario(scenario):
    """The owner's scenario, made public: anyone may read it by its number."""
    from rulings.services.sharing import set_visibility

    set_visibility(scenario, "public")
    return scenario


@pytest.fixture
def owner_client(client, owner):
    client.force_login(owner)
    return client


@pytest.fixture
def stranger_client(client, stranger):
    client.force_login(stranger)
    return client
