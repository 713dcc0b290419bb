"""LoginFailures now belongs to accounts (its 0001): forget it here, keep the table."""
from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ("config", "0001_login_failures"),
        ("accounts", "0001_login_failures_from_config"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.DeleteModel(name="LoginFailures")],
            database_operations=[],
        ),
    ]
