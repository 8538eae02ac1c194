#pragma once

// The wire fields of every Vertex message, for the same walkers as spec/fields.h (the JSON codec,
// the YAML codec): a field added here is read and written everywhere at once. Found by argument-
// dependent lookup, so spec::Message holds for each of these types.

#include "customjob.h"
#include "hyperparametertuningjob.h"
#include "operation.h"
#include "studyspec.h"

#include "spec/fields.h"

namespace trainyard::spec::vertex {

template <typename S, typename V>
    requires SameBase<S, Status>
void forEachField(S& s, V&& v)
{
    v("code", s.code);
    v("message", s.message);
    v("details", s.details);
}

template <typename S, typename V>
    requires SameBase<S, EnvVar>
void forEachField(S& s, V&& v)
{
    v("name", s.name);
    v("value", s.value);
}

template <typename S, typename V>
    requires SameBase<S, ReservationAffinity>
void forEachField(S& s, V&& v)
{
    v("reservationAffinityType", s.reservationAffinityType);
    v("key", s.key);
    v("values", s.values);
}

template <typename S, typename V>
    requires SameBase<S, MachineSpec>
void forEachField(S& s, V&& v)
{
    v("machineType", s.machineType);
    v("acceleratorType", s.acceleratorType);
    v("acceleratorCount", s.acceleratorCount);
    v("tpuTopology", s.tpuTopology);
    v("gpuPartitionSize", s.gpuPartitionSize);
    v("reservationAffinity", s.reservationAffinity);
}

template <typename S, typename V>
    requires SameBase<S, DiskSpec>
void forEachField(S& s, V&& v)
{
    v("bootDiskType", s.bootDiskType);
    v("bootDiskSizeGb", s.bootDiskSizeGb);
}

template <typename S, typename V>
    requires SameBase<S, ContainerSpec>
void forEachField(S& s, V&& v)
{
    v("imageUri", s.imageUri);
    v("command", s.command);
    v("args", s.args);
    v("env", s.env);
}

template <typename S, typename V>
    requires SameBase<S, PythonPackageSpec>
void forEachField(S& s, V&& v)
{
    v("executorImageUri", s.executorImageUri);
    v("packageUris", s.packageUris);
    v("pythonModule", s.pythonModule);
    v("args", s.args);
    v("env", s.env);
}

template <typename S, typename V>
    requires SameBase<S, NfsMount>
void forEachField(S& s, V&& v)
{
    v("server", s.server);
    v("path", s.path);
    v("mountPoint", s.mountPoint);
}

template <typename S, typename V>
    requires SameBase<S, LustreMount>
void forEachField(S& s, V&& v)
{
    v("instanceIp", s.instanceIp);
    v("volumeHandle", s.volumeHandle);
    v("filesystem", s.filesystem);
    v("mountPoint", s.mountPoint);
}

template <typename S, typename V>
    requires SameBase<S, WorkerPoolSpec>
void forEachField(S& s, V&& v)
{
    v("containerSpec", s.containerSpec);
    v("pythonPackageSpec", s.pythonPackageSpec);
    v("machineSpec", s.machineSpec);
    v("replicaCount", s.replicaCount);
    v("nfsMounts", s.nfsMounts);
    v("lustreMounts", s.lustreMounts);
    v("diskSpec", s.diskSpec);
}

template <typename S, typename V>
    requires SameBase<S, Scheduling>
void forEachField(S& s, V&& v)
{
    v("timeout", s.timeout);
    v("restartJobOnWorkerRestart", s.restartJobOnWorkerRestart);
    v("strategy", s.strategy);
    v("disableRetries", s.disableRetries);
    v("maxWaitDuration", s.maxWaitDuration);
}

template <typename S, typename V>
    requires SameBase<S, GcsDestination>
void forEachField(S& s, V&& v)
{
    v("outputUriPrefix", s.outputUriPrefix);
}

template <typename S, typename V>
    requires SameBase<S, EncryptionSpec>
void forEachField(S& s, V&& v)
{
    v("kmsKeyName", s.kmsKeyName);
}

template <typename S, typename V>
    requires SameBase<S, CustomJobSpec>
void forEachField(S& s, V&& v)
{
    v("persistentResourceId", s.persistentResourceId);
    v("workerPoolSpecs", s.workerPoolSpecs);
    v("scheduling", s.scheduling);
    v("serviceAccount", s.serviceAccount);
    v("network", s.network);
    v("reservedIpRanges", s.reservedIpRanges);
    v("pscInterfaceConfig", s.pscInterfaceConfig);
    v("baseOutputDirectory", s.baseOutputDirectory);
    v("protectedArtifactLocationId", s.protectedArtifactLocationId);
    v("tensorboard", s.tensorboard);
    v("enableWebAccess", s.enableWebAccess);
    v("enableDashboardAccess", s.enableDashboardAccess);
    v("experiment", s.experiment);
    v("experimentRun", s.experimentRun);
    v("models", s.models);
}

template <typename S, typename V>
    requires SameBase<S, CustomJob>
void forEachField(S& s, V&& v)
{
    v("name", s.name);
    v("displayName", s.displayName);
    v("jobSpec", s.jobSpec);
    v("state", s.state);
    v("createTime", s.createTime);
    v("startTime", s.startTime);
    v("endTime", s.endTime);
    v("updateTime", s.updateTime);
    v("error", s.error);
    v("labels", s.labels);
    v("encryptionSpec", s.encryptionSpec);
    v("webAccessUris", s.webAccessUris);
    v("satisfiesPzs", s.satisfiesPzs);
    v("satisfiesPzi", s.satisfiesPzi);
}

template <typename S, typename V>
    requires SameBase<S, SafetyMetricConfig>
void forEachField(S& s, V&& v)
{
    v("safetyThreshold", s.safetyThreshold);
    v("desiredMinSafeTrialsFraction", s.desiredMinSafeTrialsFraction);
}

template <typename S, typename V>
    requires SameBase<S, MetricSpec>
void forEachField(S& s, V&& v)
{
    v("metricId", s.metricId);
    v("goal", s.goal);
    v("safetyConfig", s.safetyConfig);
}

template <typename S, typename V>
    requires SameBase<S, DoubleValueSpec>
void forEachField(S& s, V&& v)
{
    v("minValue", s.minValue);
    v("maxValue", s.maxValue);
    v("defaultValue", s.defaultValue);
}

template <typename S, typename V>
    requires SameBase<S, IntegerValueSpec>
void forEachField(S& s, V&& v)
{
    v("minValue", s.minValue);
    v("maxValue", s.maxValue);
    v("defaultValue", s.defaultValue);
}

template <typename S, typename V>
    requires SameBase<S, CategoricalValueSpec>
void forEachField(S& s, V&& v)
{
    v("values", s.values);
    v("defaultValue", s.defaultValue);
}

template <typename S, typename V>
    requires SameBase<S, DiscreteValueSpec>
void forEachField(S& s, V&& v)
{
    v("values", s.values);
    v("defaultValue", s.defaultValue);
}

template <typename S, typename V>
    requires SameBase<S, CategoricalValueCondition>
void forEachField(S& s, V&& v)
{
    v("values", s.values);
}

template <typename S, typename V>
    requires SameBase<S, DiscreteValueCondition>
void forEachField(S& s, V&& v)
{
    v("values", s.values);
}

template <typename S, typename V>
    requires SameBase<S, IntValueCondition>
void forEachField(S& s, V&& v)
{
    v("values", s.values);
}

template <typename S, typename V>
    requires SameBase<S, ParameterSpec>
void forEachField(S& s, V&& v)
{
    v("parameterId", s.parameterId);
    v("doubleValueSpec", s.doubleValueSpec);
    v("integerValueSpec", s.integerValueSpec);
    v("categoricalValueSpec", s.categoricalValueSpec);
    v("discreteValueSpec", s.discreteValueSpec);
    v("scaleType", s.scaleType);
    v("conditionalParameterSpecs", s.conditionalParameterSpecs);
}

template <typename S, typename V>
    requires SameBase<S, ConditionalParameterSpec>
void forEachField(S& s, V&& v)
{
    v("parentDiscreteValues", s.parentDiscreteValues);
    v("parentIntValues", s.parentIntValues);
    v("parentCategoricalValues", s.parentCategoricalValues);
    v("parameterSpec", s.parameterSpec);
}

template <typename S, typename V>
    requires SameBase<S, StoppingSpec>
void forEachField(S& s, V&& v)
{
    v("useElapsedDuration", s.useElapsedDuration);
}

template <typename S, typename V>
    requires SameBase<S, ConvexAutomatedStoppingSpec>
void forEachField(S& s, V&& v)
{
    v("maxStepCount", s.maxStepCount);
    v("minStepCount", s.minStepCount);
    v("minMeasurementCount", s.minMeasurementCount);
    v("learningRateParameterName", s.learningRateParameterName);
    v("useElapsedDuration", s.useElapsedDuration);
    v("updateAllStoppedTrials", s.updateAllStoppedTrials);
}

template <typename S, typename V>
    requires SameBase<S, StudyTimeConstraint>
void forEachField(S& s, V&& v)
{
    v("maxDuration", s.maxDuration);
    v("endTime", s.endTime);
}

template <typename S, typename V>
    requires SameBase<S, StudyStoppingConfig>
void forEachField(S& s, V&& v)
{
    v("shouldStopAsap", s.shouldStopAsap);
    v("minimumRuntimeConstraint", s.minimumRuntimeConstraint);
    v("maximumRuntimeConstraint", s.maximumRuntimeConstraint);
    v("minNumTrials", s.minNumTrials);
    v("maxNumTrials", s.maxNumTrials);
    v("maxNumTrialsNoProgress", s.maxNumTrialsNoProgress);
    v("maxDurationNoProgress", s.maxDurationNoProgress);
}

template <typename S, typename V>
    requires SameBase<S, StudySpec>
void forEachField(S& s, V&& v)
{
    v("decayCurveStoppingSpec", s.decayCurveStoppingSpec);
    v("medianAutomatedStoppingSpec", s.medianAutomatedStoppingSpec);
    v("convexAutomatedStoppingSpec", s.convexAutomatedStoppingSpec);
    v("metrics", s.metrics);
    v("parameters", s.parameters);
    v("algorithm", s.algorithm);
    v("observationNoise", s.observationNoise);
    v("measurementSelectionType", s.measurementSelectionType);
    v("studyStoppingConfig", s.studyStoppingConfig);
}

template <typename S, typename V>
    requires SameBase<S, MeasurementMetric>
void forEachField(S& s, V&& v)
{
    v("metricId", s.metricId);
    v("value", s.value);
}

template <typename S, typename V>
    requires SameBase<S, Measurement>
void forEachField(S& s, V&& v)
{
    v("elapsedDuration", s.elapsedDuration);
    v("stepCount", s.stepCount);
    v("metrics", s.metrics);
}

template <typename S, typename V>
    requires SameBase<S, TrialParameter>
void forEachField(S& s, V&& v)
{
    v("parameterId", s.parameterId);
    v("value", s.value);
}

template <typename S, typename V>
    requires SameBase<S, Trial>
void forEachField(S& s, V&& v)
{
    v("name", s.name);
    v("id", s.id);
    v("state", s.state);
    v("parameters", s.parameters);
    v("finalMeasurement", s.finalMeasurement);
    v("measurements", s.measurements);
    v("startTime", s.startTime);
    v("endTime", s.endTime);
    v("clientId", s.clientId);
    v("infeasibleReason", s.infeasibleReason);
    v("customJob", s.customJob);
    v("webAccessUris", s.webAccessUris);
}

template <typename S, typename V>
    requires SameBase<S, HyperparameterTuningJob>
void forEachField(S& s, V&& v)
{
    v("name", s.name);
    v("displayName", s.displayName);
    v("studySpec", s.studySpec);
    v("maxTrialCount", s.maxTrialCount);
    v("parallelTrialCount", s.parallelTrialCount);
    v("maxFailedTrialCount", s.maxFailedTrialCount);
    v("trialJobSpec", s.trialJobSpec);
    v("trials", s.trials);
    v("state", s.state);
    v("createTime", s.createTime);
    v("startTime", s.startTime);
    v("endTime", s.endTime);
    v("updateTime", s.updateTime);
    v("error", s.error);
    v("labels", s.labels);
    v("encryptionSpec", s.encryptionSpec);
    v("satisfiesPzs", s.satisfiesPzs);
    v("satisfiesPzi", s.satisfiesPzi);
}

template <typename S, typename V>
    requires SameBase<S, Operation>
void forEachField(S& s, V&& v)
{
    v("name", s.name);
    v("metadata", s.metadata);
    v("done", s.done);
    v("error", s.error);
    v("response", s.response);
}

// Every Vertex message, for code that walks them all (codec instantiation, fuzzers, tests).
#define TRAINYARD_FOR_EACH_VERTEX_MESSAGE(X) X(Status) X(EnvVar) X(ReservationAffinity) X(MachineSpec) X(DiskSpec) X(ContainerSpec) X(PythonPackageSpec) X(NfsMount) X(LustreMount) X(WorkerPoolSpec) X(Scheduling) X(GcsDestination) X(EncryptionSpec) X(CustomJobSpec) X(CustomJob) X(SafetyMetricConfig) X(MetricSpec) X(DoubleValueSpec) X(IntegerValueSpec) X(CategoricalValueSpec) X(DiscreteValueSpec) X(CategoricalValueCondition) X(DiscreteValueCondition) X(IntValueCondition) X(ParameterSpec) X(ConditionalParameterSpec) X(StoppingSpec) X(ConvexAutomatedStoppingSpec) X(StudyTimeConstraint) X(StudyStoppingConfig) X(StudySpec) X(MeasurementMetric) X(Measurement) X(TrialParameter) X(Trial) X(HyperparameterTuningJob) X(Operation)

} // namespace trainyard::spec::vertex
