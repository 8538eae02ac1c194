<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>JobFormat</name>
    <message>
        <source>%1× %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unspecified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1m %2s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1h %2m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1d %2h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 parameter server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameter servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 evaluator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 evaluators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUSTOM: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUSTOM: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>master: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workers: %1× %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter servers: %1× %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluators: %1× %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>image: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, trial %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard</name>
    <message>
        <source>Desktop console for machine-learning training jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local daemon&apos;s socket (default: the daemon&apos;s own default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trainyardd to start when none answers (default: next to this program, else on PATH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An argument for a daemon the console starts (repeatable), e.g. --daemon-arg=--data-dir=/srv/jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never start the local daemon; only connect to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not show the local daemon at all (remote backends only).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::client::LocalDaemonBackend</name>
    <message>
        <source>trainyardd was not found next to the console or on PATH; install it or start it yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not start %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::models::JobListModel</name>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best metric</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::models::TransitionModel</name>
    <message>
        <source>The job was created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time in state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::models::TrialTableModel</name>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not finished: latest %1 at step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trial failed: it has no final value</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n intermediate value(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: lower is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped early</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::spec::Validator</name>
    <message>
        <source>A custom container for this role needs one for the master too (masterConfig.imageUri).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 only applies to a custom container; set imageUri.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use either args or the replicas&apos; containerCommand/containerArgs, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set either a custom container (masterConfig.imageUri) or runtimeVersion, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pythonVersion applies to runtime versions; a custom container brings its own Python.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom container job takes no trainer packages; install them in the image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A custom container job runs its entrypoint; pythonModule applies only to trainer packages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a trainer package (packageUris) or a custom container (masterConfig.imageUri).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 packages; this job has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A package location cannot be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the Python module to run, such as trainer.task.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Python module name (dotted identifiers, such as trainer.task).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without runtimeVersion the service picks its default runtime; name the one your code was written for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown runtime version &quot;%1&quot;; known: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python %1 is not available with runtime version %2; use %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the region the job runs in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown region &quot;%1&quot;; training runs in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>useChiefInTfConfig only affects custom container jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A service account is an email address, such as trainer@my-project.iam.gserviceaccount.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the network as projects/{project number}/global/networks/{network name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the key as projects/{project}/locations/{region}/keyRings/{key ring}/cryptoKeys/{key}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maxWaitTime must be at least %1 seconds (30 minutes) when set; it is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maxRunningTime must be longer than zero; leave it unset for the default of seven days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority is between 0 and 1000; it is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A replica count cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale tier CUSTOM needs a machine type for the master.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, so %3 needs a machine type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is ignored while %2 is 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replica counts can only be set with scale tier CUSTOM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine types are only used with scale tier CUSTOM; this one is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators can only be configured with scale tier CUSTOM; BASIC_GPU and BASIC_TPU include theirs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown machine type &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2 machine type but the master&apos;s %3 is a %4 one; all roles must use the same kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the accelerator type for these %1 accelerators.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown accelerator type &quot;%1&quot;; known types: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The accelerator count must be at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy machine type %1 takes no acceleratorConfig (its GPUs, if any, are built in); choose a Compute Engine type such as n1-standard-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be attached to %2; it takes: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 in counts of %3 only, not %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boot disk must be between %1 and %2 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown boot disk type &quot;%1&quot;; use one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say whether the metric should be maximized or minimized.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maxTrials must be at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maxParallelTrials must be at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maxParallelTrials (%1) cannot exceed maxTrials (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maxFailedTrials cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the metric tag unset for the default, or name the metric your trainer reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tuning job needs at least one parameter to tune.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter &quot;%1&quot; is already defined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the parameter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a command-line flag: use letters, digits, underscores, dots and dashes, starting with a letter or underscore.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service already passes --job-dir; a parameter of that name will clash with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose DOUBLE, INTEGER, CATEGORICAL or DISCRETE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the smallest value to try.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the largest value to try.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An INTEGER parameter needs whole-number bounds, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maxValue (%1) must be greater than minValue (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A logarithmic scale needs values above zero; minValue is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters take minValue and maxValue, not a list of values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the categories to try.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A category cannot be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category &quot;%1&quot; is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CATEGORICAL parameters take a list of categories, not bounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CATEGORICAL parameters have no scale; leave scaleType unset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the values to try.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 values; this parameter has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values must be strictly increasing: %1 follows %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A logarithmic scale needs values above zero; the first value is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DISCRETE parameters use their list of values; minValue and maxValue are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GRID_SEARCH can only search INTEGER, DISCRETE and CATEGORICAL parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The grid has only %1 points, so at most %1 trials will run although maxTrials is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A training job needs its training input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job needs an ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use only letters, digits and underscores, starting with a letter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 characters; this one has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 labels; this job has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label keys are 1 to %1 lowercase letters, digits, underscores or dashes, starting with a letter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label values are at most %1 lowercase letters, digits, underscores or dashes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown value &quot;%1&quot;; expected one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BackendListWidget</name>
    <message>
        <source>Backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>connected · %n job(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>reconnecting since %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline since %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::BasicsPage</name>
    <message>
        <source>Basics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the job runs, what it is called, and where its data lives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>letters, digits and underscores; starts with a letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;uggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Job id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team=vision, purpose=baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Labels:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has a job named %2; choose another id.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CodePage</name>
    <message>
        <source>(default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Python trainer package, or a custom container image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Python package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom &amp;container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one per line: a folder, an sdist (.tar.gz) or a wheel; gs:// for Google</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Package URIs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;older…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sdist or wheel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pac&amp;kages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer.task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Module:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Runtime version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ython version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/usr/bin/python3 (the daemon&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local daemon only: the interpreter that runs the trainer on this workstation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Interpreter (local):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one argument per line, e.g.
--epochs
20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master &amp;image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Worker image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter &amp;server image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the entry point, one word per line (empty: the image&apos;s own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mmand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;rguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainer package folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainer package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packages (*.tar.gz *.whl *.zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modules found in %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ComputePage</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 vCPUs, %3 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) · %1 vCPUs · %2 GB</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 accelerators (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A predefined scale tier, or your own cluster (CUSTOM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(default: BASIC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scale tier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 machine type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators per replica:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boot disk size:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::CurveChart</name>
    <message>
        <source>Metric by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::DraftStore</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than %1 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a Trainyard job template.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a Trainyard job draft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was written by a newer Trainyard (format %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The template has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds no job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete the draft: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the draft: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the draft: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the template: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the template: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete the template: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::FieldBinder</name>
    <message>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::GcloudImportDialog</name>
    <message>
        <source>Import a gcloud command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Command line (gcloud ai-platform jobs submit training …):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gcloud command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;onfig file, when the command has --config (its content):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in the &amp;wizard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::HyperparametersPage</name>
    <message>
        <source>Hyperparameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: run trials with different values and keep the best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tune hyperparameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the metric your trainer reports, e.g. accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Metric tag:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bayesian optimization (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max &amp;trials:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max &amp;parallel trials:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max &amp;failed trials:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop unpromising trials &amp;early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(start fresh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume from job:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values (comma-separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid: %1 combinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid: unbounded (a DOUBLE parameter)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::JobDetailView</name>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML (gcloud config)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (API)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;rials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tuning job&apos;s trials, their curves and hyperparameters (Alt+4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reso&amp;urces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each replica used over time: GPU, GPU memory, CPU and memory (Alt+5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>started %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ran %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::JobWizard</name>
    <message>
        <source>New training job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;template…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::LogView</name>
    <message>
        <source>Show all trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the lines of every trial again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All severities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info and above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to the first error (Ctrl+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the newest line in view (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the lines shown to a file (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the whole log (Ctrl+F) — Enter: next, Shift+Enter: previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the search (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial %1 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the lines of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replica %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> · %1 shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · indexing %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 matches…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped after %1 matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: %1 matches so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match shown by the filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No error in the lines shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log files (*.log *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log could not be saved to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::MainWindow</name>
    <message>
        <source>Trainyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter jobs: text or label=value (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local daemon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no id yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsubmitted jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The console stopped while %n job(s) were being composed:

%1

Open them again?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New job from &amp;template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a gcloud config.yaml or a JSON job in the wizard (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a &amp;gcloud command…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;remote backend…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the selected job (Ctrl+Shift+X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resubmit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit the selected job again under a new id (Ctrl+Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lone…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the selected job in the wizard under a new id (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the selected job as a gcloud config.yaml or JSON (Ctrl+Shift+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;rials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tuning job&apos;s trials (Alt+4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reso&amp;urces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each replica used: GPU, GPU memory, CPU and memory (Alt+5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First &amp;error in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the job %1 on %2?

Every replica is stopped; the job ends CANCELLED.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be cancelled: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job could not be submitted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the template %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New job from template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No templates yet: the wizard&apos;s Review page saves one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job files (*.yaml *.yml *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gcloud config (*.yaml *.yml);;API job (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::Notifier</name>
    <message>
        <source>Job %1 succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1 was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ObjectiveChart</name>
    <message>
        <source>Objective by trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::PackageInspector</name>
    <message>
        <source>No Python module found in %1: a trainer&apos;s modules live in a package, a folder with an __init__.py.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No package given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a folder, a source distribution (.tar.gz) nor a wheel or zip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot list %1: %2 could not be started (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing %1 took longer than %2 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the listing program crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot list %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ParallelCoordinatesChart</name>
    <message>
        <source>Parallel coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (log)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ProblemLabel</name>
    <message>
        <source>Problems of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::RemoteBackendDialog</name>
    <message>
        <source>Name: give the backend a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL: must be http:// or https:// with a host, like http://gpu-box:8470.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project: must not be empty (a daemon&apos;s project is &quot;local&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a remote backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainyard daemon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Google Cloud project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the daemon&apos;s token file, copied here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token &amp;file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token &amp;command:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourceChart</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourceFormat</name>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilisation (% of one GPU, summed over the replica&apos;s GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory (% of the GPUs&apos; memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU (% of the replica&apos;s allocation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU (% of one core)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (resident)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (% of the replica&apos;s allocation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourceLegend</name>
    <message>
        <source>Replicas in the charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a replica to hide or show its line in every chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click to hide its lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: hidden; click to show its lines</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourceSummaryModel</name>
    <message>
        <source>Replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mean</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ResourcesView</name>
    <message>
        <source>Idle GPU warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole job (Ctrl+0, or double-click a chart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow &amp;live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the latest samples at the right edge while the job runs (Ctrl+Shift+L); dragging turns it off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visible time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel: zoom · drag: pan · double-click: fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU figures unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak and mean per replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak and mean over the whole job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak and mean over the visible range, %1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU: %1 has used under %2 % of its GPU since %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU figures unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ReviewPage</name>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the job, copy it as a file or a command line, then submit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML (gcloud config)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (API)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gcloud command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend refused the job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to this field (Enter or click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) to fix before the job can be submitted.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Ready to submit; the warnings below are worth a look.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready to submit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

# config.yaml (what no flag can say):
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::ScatterChart</name>
    <message>
        <source>Objective by hyperparameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::SchedulingPage</name>
    <message>
        <source>minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduling and identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where outputs go, how long the job may wait and run, and who it runs as.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/data/runs/mnist (local daemon) or gs://bucket/path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder on this workstation, for the local daemon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Job directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max &amp;wait:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max &amp;running time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Higher runs first when jobs wait for resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Priority:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer@project.iam.gserviceaccount.com (Google only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Service account:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::StateBandStrip</name>
    <message>
        <source>Job states over the charts&apos; time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::StateTimeline</name>
    <message>
        <source>State timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No state changes yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> for %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> so far</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialChart</name>
    <message>
        <source>Trial %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 at step %3 (not finished)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: no final value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialDiffDialog</name>
    <message>
        <source>Only &amp;differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial %1 and trial %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows that differ are marked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differences between the trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the rows where both trials agree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, stopped early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (latest; not finished)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (final)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (best reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching the log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the log could not be read: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trials differ here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialErrorFinder</name>
    <message>
        <source>No backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(line %1 could not be read)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::TrialsView</name>
    <message>
        <source>&amp;Logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the current trial&apos;s log and command line (Enter, double-click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the two selected trials side by side (Ctrl+Shift+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the table as shown to a CSV file (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear brushes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every trial again (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hyperparameter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hyperparameter on the x axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each trial&apos;s final value and the best so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every intermediate value by step; unfinished trials dashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag along an axis to keep a range of it; click the axis to drop it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The objective against one hyperparameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trial has started yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 trials done</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stopped early</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>best %1 %2 (trial %3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shown by the brushes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a trial to see how its trainer ran; Enter opens its log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::jobfiles</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large for a job file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>trainyard::ui::trialcsv</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
